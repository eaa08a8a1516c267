import { LOAD_STATUSES, type LoadStatus } from '@haulclub/shared';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { LOAD_STATUS_LABELS, LOAD_TEXT } from '@/content/loads';

export type LoadStatusFilter = LoadStatus | 'all';

type LoadStatusSelectProps = {
  id: string;
  value: LoadStatusFilter;
  onChange: (value: LoadStatusFilter) => void;
};

/** "Status" filter: all, or one load status. */
export function LoadStatusSelect({ id, value, onChange }: LoadStatusSelectProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{LOAD_TEXT.status}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value as LoadStatusFilter);
        }}
      >
        <option value="all">{LOAD_TEXT.allStatuses}</option>
        {LOAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {LOAD_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
