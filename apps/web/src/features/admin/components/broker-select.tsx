import type { ComponentProps } from 'react';

import { NativeSelect } from '@/components/ui/native-select';
import { useBrokerOptions } from '@/lib/get-broker-options';

type BrokerSelectProps = ComponentProps<'select'> & { emptyLabel: string };

/** The verified brokers (GET /api/admin/brokers/options) with a "no broker" choice whose value is "". */
export function BrokerSelect({ emptyLabel, ...props }: BrokerSelectProps) {
  const { data: brokers = [], isPending } = useBrokerOptions();
  return (
    <NativeSelect aria-busy={isPending} {...props}>
      <option value="">{emptyLabel}</option>
      {brokers.map((broker) => (
        <option key={broker.id} value={broker.id}>
          {broker.companyName} (MC {broker.mcNumber})
        </option>
      ))}
    </NativeSelect>
  );
}
