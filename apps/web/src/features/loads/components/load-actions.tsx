import type { TruckerLoad } from '@haulclub/shared';

import { BookLoadButton } from './book-load-button';
import { MessageBrokerButton } from './message-broker-button';

/** Message broker and Book, for a card and its details. */
export function LoadActions({ load, size = 'default' }: { load: TruckerLoad; size?: 'sm' | 'default' }) {
  return (
    <>
      <MessageBrokerButton
        loadId={load.id}
        threadId={load.threadId}
        size={size}
        className="flex-1 sm:flex-none"
      />
      <BookLoadButton
        loadId={load.id}
        rateCents={load.rateCents}
        loadNumber={load.number}
        size={size}
        className="flex-1 sm:flex-none"
      />
    </>
  );
}
