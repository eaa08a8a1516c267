import { InfoIcon } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { INVITATION } from '@/content/membership';

/** Truckers join by invitation: a pointer to /get-invited for those without one. */
export function TruckerInviteNote({ id }: { id?: string }) {
  return (
    <p id={id} className="flex gap-2 text-sm text-muted-foreground">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {INVITATION.truckerNote}{' '}
        <Link
          to={paths.getInvited.getHref()}
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          {INVITATION.truckerNoteLink}
        </Link>
      </span>
    </p>
  );
}
