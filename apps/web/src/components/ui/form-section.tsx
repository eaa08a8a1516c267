import type { ReactNode } from 'react';

/** A titled group of form fields (a fieldset with a visible legend). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-4 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
