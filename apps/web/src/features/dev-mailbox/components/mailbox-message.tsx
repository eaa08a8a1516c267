import { AlertCircleIcon, ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DEV_MAILBOX } from '@/content/dev-mailbox';
import { formatDateTime } from '@/lib/format';

import { useMailboxMessage } from '../api/get-mailbox-message';
import { LinkifiedText } from './linkified-text';
import { MailStatusBadge } from './mail-status-badge';

type MailboxMessageProps = { id: string; backHref: string };

/** One email: headers, the text body with clickable links, and the HTML body in a sandboxed frame. */
export function MailboxMessage({ id, backHref }: MailboxMessageProps) {
  const { data: message, error, isPending } = useMailboxMessage(id);

  const back = (
    <Link
      to={backHref}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary md:hidden"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" /> All messages
    </Link>
  );

  if (isPending) {
    return (
      <Card aria-busy="true">
        <p role="status" className="sr-only">
          Loading message…
        </p>
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-40" />
      </Card>
    );
  }

  if (error) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <div>
            <AlertTitle>Could not open this message.</AlertTitle>
            <AlertDescription>{error.message}</AlertDescription>
          </div>
        </Alert>
      </div>
    );
  }

  const meta: [string, string | null][] = [
    ['From', message.from],
    ['To', message.to],
    ['Reply-To', message.replyTo],
    ['Created', formatDateTime(message.createdAt)],
    ['Sent', message.sentAt ? formatDateTime(message.sentAt) : null],
    ['Transport', message.transport],
    ['Attempts', String(message.attempts)],
  ];

  return (
    <Card className="gap-5">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="mail-subject" className="text-xl font-semibold">
          {message.subject}
        </h2>
        <MailStatusBadge status={message.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {meta
          .filter((entry): entry is [string, string] => entry[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
      </dl>
      {message.lastError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription className="mt-0">{message.lastError}</AlertDescription>
        </Alert>
      ) : null}
      <Tabs defaultValue="text">
        <TabsList aria-label="Message body">
          <TabsTrigger value="text">{DEV_MAILBOX.textHeading}</TabsTrigger>
          {message.html ? <TabsTrigger value="html">{DEV_MAILBOX.htmlHeading}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="text" className="rounded-lg border bg-muted/40 p-4">
          <LinkifiedText text={message.text} />
        </TabsContent>
        {message.html ? (
          <TabsContent value="html">
            <iframe
              sandbox=""
              srcDoc={message.html}
              title={`HTML version of “${message.subject}”`}
              className="h-[28rem] w-full rounded-lg border bg-white"
            />
          </TabsContent>
        ) : null}
      </Tabs>
    </Card>
  );
}
