import { AlertCircleIcon, InboxIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { DEV_MAILBOX } from '@/content/dev-mailbox';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

import { useMailbox } from '../api/get-mailbox';
import { MailStatusBadge } from './mail-status-badge';

type MailboxListProps = { to: string; selectedId: string | null };

export function MailboxList({ to, selectedId }: MailboxListProps) {
  const { data, error, isPending } = useMailbox(to);

  if (isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          Loading messages…
        </p>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-18" />
        ))}
      </div>
    );
  }

  if (error) {
    return (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <div>
          <AlertTitle>{DEV_MAILBOX.loadError}</AlertTitle>
          <AlertDescription>{error.message}</AlertDescription>
        </div>
      </Alert>
    );
  }

  if (data.messages.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <InboxIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{to ? DEV_MAILBOX.emptyFiltered : DEV_MAILBOX.empty}</p>
      </div>
    );
  }

  return (
    <ul className="flex flex-col gap-2" aria-label="Messages">
      {data.messages.map((message) => {
        const selected = message.id === selectedId;
        return (
          <li key={message.id}>
            <Link
              to={paths.devMailbox.getHref({ to, message: message.id })}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex flex-col gap-1 rounded-lg border bg-card p-3 text-sm transition-colors hover:border-orange-300 hover:bg-accent/50',
                selected && 'border-primary bg-accent ring-1 ring-primary',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold">{message.subject}</span>
                <MailStatusBadge status={message.status} />
              </span>
              <span className="truncate text-muted-foreground">To: {message.to}</span>
              <span className="text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
