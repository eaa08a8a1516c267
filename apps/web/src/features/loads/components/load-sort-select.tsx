import { LOAD_SORTS, type LoadSort } from '@haulclub/shared';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { LOAD_BOARD, LOAD_SORT_LABELS } from '@/content/loads';

/** "Sort by": newest, rate per mile, deadhead, expiring soonest or best match (the lane profile's score); applies at once. */
export function LoadSortSelect({ value, onChange }: { value: LoadSort; onChange: (sort: LoadSort) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="board-sort" className="whitespace-nowrap">
        {LOAD_BOARD.sort}
      </Label>
      <NativeSelect
        id="board-sort"
        value={value}
        className="w-48"
        onChange={(event) => {
          onChange(event.target.value as LoadSort);
        }}
      >
        {LOAD_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LOAD_SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
