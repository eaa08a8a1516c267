import { EQUIPMENT_CATALOGUE, EQUIPMENT_TYPES, type EquipmentType } from '@haulclub/shared';

import { FormMessage } from '@/components/ui/form-message';

type EquipmentCheckboxesProps = {
  legend: string;
  value: EquipmentType[];
  onChange: (value: EquipmentType[]) => void;
  error?: string | undefined;
};

/** Any number of equipment types, as a group of checkboxes; none checked means any equipment. */
export function EquipmentCheckboxes({ legend, value, onChange, error }: EquipmentCheckboxesProps) {
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      {...(error ? { 'aria-describedby': 'equipment-error' } : {})}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {EQUIPMENT_CATALOGUE.map(({ code: type, label }) => (
          <label
            key={type}
            className="flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(type)}
              onChange={(event) => {
                onChange(
                  event.target.checked
                    ? EQUIPMENT_TYPES.filter((t) => t === type || value.includes(t))
                    : value.filter((t) => t !== type),
                );
              }}
            />
            {label}
          </label>
        ))}
      </div>
      {error ? <FormMessage id="equipment-error">{error}</FormMessage> : null}
    </fieldset>
  );
}
