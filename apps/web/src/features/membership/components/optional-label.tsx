import { MEMBERSHIP_FIELDS } from '@/content/membership';

/** A field label followed by a muted "(optional)". */
export function OptionalLabel({ label }: { label: string }) {
  return (
    <>
      {label} <span className="font-normal text-muted-foreground">({MEMBERSHIP_FIELDS.optional})</span>
    </>
  );
}
