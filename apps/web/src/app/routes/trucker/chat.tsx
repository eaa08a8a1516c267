import { PageTitle } from '@/components/layout/page-title';
import { CHAT } from '@/content/chat';
import { ChatView } from '@/features/chat/components/chat-view';
import { BookLoadButton } from '@/features/loads/components/book-load-button';

/** /trucker/chat: conversations with brokers; an open load can be booked from its conversation. */
export function Component() {
  return (
    <>
      <PageTitle title={CHAT.title} />
      <ChatView
        renderLoadAction={(t) =>
          t.load.bookable ? (
            <BookLoadButton
              loadId={t.load.id}
              rateCents={t.load.rateCents}
              loadNumber={t.load.number}
              size="sm"
            />
          ) : null
        }
      />
    </>
  );
}
