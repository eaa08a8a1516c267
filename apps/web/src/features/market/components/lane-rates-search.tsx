import { EQUIPMENT_TYPES, type EquipmentType } from '@haulclub/shared';
import { SearchIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { LANE_RATES } from '@/content/market';

import { validateLaneSearch, type LaneSearch, type LaneSearchErrors } from '../utils/lane-search';

const copy = LANE_RATES.search;

type LaneRatesSearchProps = {
  value: LaneSearch;
  /** The server's field errors (a 400), by field. */
  errors: LaneSearchErrors;
  onSearch: (search: LaneSearch) => void;
};

/** Origin, destination (each "City, ST" or a ZIP) and optional equipment; errors under each field. */
export function LaneRatesSearch({ value, errors, onSearch }: LaneRatesSearchProps) {
  const [search, setSearch] = useState(value);
  const [invalid, setInvalid] = useState<LaneSearchErrors>({});
  const errorOf = (key: keyof LaneSearch) => invalid[key] ?? errors[key];
  const edit = <K extends keyof LaneSearch>(key: K, next: LaneSearch[K]) => {
    setSearch((current) => ({ ...current, [key]: next }));
    setInvalid(({ [key]: _edited, ...rest }) => rest);
  };
  const place = (key: 'origin' | 'destination', placeholder: string) => (
    <FormField id={`lane-${key}`} label={copy[key]} error={errorOf(key)} hint={copy.placeHint}>
      {(control) => (
        <Input
          {...control}
          value={search[key]}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => {
            edit(key, event.target.value);
          }}
        />
      )}
    </FormField>
  );

  return (
    <form
      role="search"
      aria-label={copy.label}
      noValidate
      className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5 md:grid-cols-[1fr_1fr_minmax(0,14rem)_auto] md:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateLaneSearch(search);
        setInvalid(found);
        const first = Object.keys(found)[0];
        if (first === undefined) {
          onSearch(search);
          return;
        }
        event.currentTarget.querySelector<HTMLElement>(`#lane-${first}`)?.focus();
      }}
    >
      {place('origin', copy.placeholderOrigin)}
      {place('destination', copy.placeholderDestination)}
      <FormField id="lane-equipment" label={copy.equipment} error={errorOf('equipment')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={search.equipment}
            onChange={(event) => {
              edit('equipment', event.target.value as EquipmentType | '');
            }}
          >
            <option value="">{copy.anyEquipment}</option>
            {EQUIPMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" className="md:mt-[1.375rem]">
        <SearchIcon aria-hidden="true" />
        {copy.submit}
      </Button>
    </form>
  );
}
