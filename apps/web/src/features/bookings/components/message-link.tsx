import { MessageSquareIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

type MessageLinkProps = { href: string; label: string; accessibleName: string };

/** A link to the booking's chat thread, styled as a button. */
export function MessageLink({ href, label, accessibleName }: MessageLinkProps) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={href} aria-label={accessibleName}>
        <MessageSquareIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
