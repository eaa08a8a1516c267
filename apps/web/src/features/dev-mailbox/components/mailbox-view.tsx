import { useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { DEV_MAILBOX } from '@/content/dev-mailbox';
import { cn } from '@/lib/cn';

import { useMailboxLiveRefresh } from '../hooks/use-mailbox-live-refresh';
import { MailboxFilter } from './mailbox-filter';
import { MailboxList } from './mailbox-list';
import { MailboxMessage } from './mailbox-message';

/** The dev mailbox: recipient filter and message list beside the open message. State lives in the URL. */
export function MailboxView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to') ?? '';
  const selectedId = searchParams.get('message');
  useMailboxLiveRefresh();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{DEV_MAILBOX.heading}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{DEV_MAILBOX.intro}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Inbox" className={cn('flex flex-col gap-4', selectedId && 'max-md:hidden')}>
          <MailboxFilter
            to={to}
            onChange={(value) => {
              setSearchParams(value ? { to: value } : {});
            }}
          />
          <MailboxList to={to} selectedId={selectedId} />
        </section>
        <section aria-label="Message">
          {selectedId ? (
            <MailboxMessage key={selectedId} id={selectedId} backHref={paths.devMailbox.getHref({ to })} />
          ) : (
            <p className="hidden rounded-xl border border-dashed p-10 text-center text-sm text-muted-foreground md:block">
              {DEV_MAILBOX.selectPrompt}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
