import { MARKETED_EQUIPMENT_TYPES } from '@haulclub/shared';
import { TruckIcon } from 'lucide-react';

import { EQUIPMENT_DESCRIPTIONS } from '@/content/learn-more';

/** The marketed equipment types (from the shared constant) with one line each. */
export function EquipmentTypes() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {MARKETED_EQUIPMENT_TYPES.map((type) => (
        <li key={type} className="flex items-start gap-4 rounded-xl border bg-card p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink text-highlight"
          >
            <TruckIcon className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">{type}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{EQUIPMENT_DESCRIPTIONS[type]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
