import { PageTitle } from '@/components/layout/page-title';
import { CHAT } from '@/content/chat';
import { ChatView } from '@/features/chat/components/chat-view';

/** /broker/chat: conversations with truckers about the broker's loads. */
export function Component() {
  return (
    <>
      <PageTitle title={CHAT.title} />
      <ChatView />
    </>
  );
}
