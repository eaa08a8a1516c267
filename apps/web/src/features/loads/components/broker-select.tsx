import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ADMIN_LOADS, LOAD_TEXT } from '@/content/loads';
import { useBrokerOptions } from '@/lib/get-broker-options';

type BrokerSelectProps = { id: string; value: string; onChange: (brokerId: string) => void };

/** The broker filter of All Loads: every verified broker, or all ("" ). */
export function BrokerSelect({ id, value, onChange }: BrokerSelectProps) {
  const { data: brokers = [], isPending } = useBrokerOptions();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{ADMIN_LOADS.broker}</Label>
      <NativeSelect
        id={id}
        value={value}
        aria-busy={isPending}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value="">{ADMIN_LOADS.allBrokers}</option>
        {brokers.map((broker) => (
          <option key={broker.id} value={broker.id}>
            {broker.companyName} ({LOAD_TEXT.mc(broker.mcNumber)})
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
