import { LOAD_TEXT } from '@/content/loads';

/** A field label followed by a muted "(optional)". */
export function OptionalLabel({ label }: { label: string }) {
  return (
    <>
      {label} <span className="font-normal text-muted-foreground">({LOAD_TEXT.optional})</span>
    </>
  );
}
