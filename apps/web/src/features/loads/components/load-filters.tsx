import { MAX_LOAD_MILES, SEARCH_RADIUS_MILES } from '@haulclub/shared';
import { SearchIcon, XIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { LOAD_BOARD } from '@/content/loads';

import { DEFAULT_BOARD_FILTERS, validateBoardFilters, type BoardFilters } from '../utils/board-search';
import { EquipmentCheckboxes } from './equipment-checkboxes';
import { FilterInput } from './filter-input';

const { filters: copy } = LOAD_BOARD;

type FilterErrors = Partial<Record<keyof BoardFilters, string>>;

type LoadFiltersProps = {
  value: BoardFilters;
  /** Server field errors, by filter. */
  errors: FilterErrors;
  /** The trucker's home base, where deadhead is measured from when "Deadhead from" is empty. */
  homeBase: string | null;
  onApply: (filters: BoardFilters) => void;
  onClear: () => void;
};

/**
 * The board's filters; applied on Search (they live in the URL, so reload and back keep them). Search
 * checks them first and shows what is wrong under each field; Clear filters puts the defaults back.
 */
export function LoadFilters({ value, errors, homeBase, onApply, onClear }: LoadFiltersProps) {
  const [filters, setFilters] = useState(value);
  // Errors found on Search, before anything is sent; a field's own error goes once it is edited.
  const [invalid, setInvalid] = useState<FilterErrors>({});
  const errorOf = (key: keyof BoardFilters) => invalid[key] ?? errors[key];
  const edit = (key: keyof BoardFilters, next: Partial<BoardFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setInvalid(({ [key]: _edited, ...rest }) => rest);
  };
  const field = <K extends Exclude<keyof BoardFilters, 'equipment'>>(key: K) => ({
    id: `board-${key}`,
    value: filters[key],
    error: errorOf(key),
    onValueChange: (next: string) => {
      edit(key, { [key]: next });
    },
  });
  const radius = {
    type: 'number',
    inputMode: 'numeric',
    min: SEARCH_RADIUS_MILES.min,
    max: SEARCH_RADIUS_MILES.max,
    step: 1,
  } as const;

  return (
    <form
      role="search"
      aria-label={copy.label}
      // The shared schema checks the filters (below), with its messages under the fields, instead of
      // the browser's bubble that blocks Search without a word on some devices.
      noValidate
      className="flex flex-col gap-5 rounded-xl border bg-card p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateBoardFilters(filters);
        setInvalid(found);
        const first = Object.keys(found)[0];
        if (first === undefined) {
          onApply(filters);
          return;
        }
        const control = event.currentTarget.querySelector<HTMLElement>(
          first === 'equipment' ? 'input[type="checkbox"]' : `#board-${first}`,
        );
        control?.focus();
      }}
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4 lg:gap-x-4">
        <FilterInput
          {...field('origin')}
          label={copy.origin}
          placeholder={copy.placePlaceholder}
          autoComplete="off"
        />
        <FilterInput {...field('originRadius')} {...radius} label={copy.radius(copy.origin)} />
        <FilterInput
          {...field('destination')}
          label={copy.destination}
          placeholder={copy.placePlaceholder}
          autoComplete="off"
        />
        <FilterInput {...field('destinationRadius')} {...radius} label={copy.radius(copy.destination)} />
        <FilterInput
          {...field('minRate')}
          label={copy.minRate}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <FilterInput
          {...field('maxMiles')}
          label={copy.maxMiles}
          type="number"
          min={1}
          max={MAX_LOAD_MILES}
          step={1}
        />
        <FilterInput
          {...field('pickupDate')}
          label={copy.pickupDate}
          type="date"
          className="max-lg:col-span-2"
        />
        <FilterInput
          {...field('deadheadFrom')}
          label={copy.deadheadFrom}
          placeholder={homeBase ? copy.deadheadHome(homeBase) : copy.placePlaceholder}
          hint={copy.deadheadHint}
          className="max-lg:col-span-2"
          autoComplete="off"
        />
      </div>
      <EquipmentCheckboxes
        legend={copy.equipment}
        value={filters.equipment}
        error={errorOf('equipment')}
        onChange={(equipment) => {
          edit('equipment', { equipment });
        }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            // The URL may already be the plain board (an invalid value was never applied): reset here too.
            setFilters(DEFAULT_BOARD_FILTERS);
            setInvalid({});
            onClear();
          }}
        >
          <XIcon aria-hidden="true" />
          {copy.clear}
        </Button>
        <Button type="submit">
          <SearchIcon aria-hidden="true" />
          {copy.apply}
        </Button>
      </div>
    </form>
  );
}
