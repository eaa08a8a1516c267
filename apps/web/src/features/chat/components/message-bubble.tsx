import { CHAT } from '@/content/chat';
import { cn } from '@/lib/cn';

import type { ChatMessageItem } from '../api/get-chat-messages';
import { formatFullTime, formatMessageTime } from '../utils/format';
import { MessageText } from './message-text';

type MessageBubbleProps = {
  message: ChatMessageItem;
  mine: boolean;
  /** Who wrote it, for a reader who is not a party (admins); parties know from the side. */
  sender?: string | undefined;
};

/** One message: the viewer's own on the right, the other party's on the left. */
export function MessageBubble({ message, mine, sender }: MessageBubbleProps) {
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap sm:max-w-[75%]',
          mine
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
          message.pending && 'opacity-70',
        )}
      >
        <MessageText body={message.body} />
      </div>
      <p className="px-1 text-xs text-muted-foreground">
        {sender ? <span className="font-medium text-foreground">{sender} · </span> : null}
        {message.pending ? (
          CHAT.conversation.sending
        ) : (
          <time dateTime={message.createdAt} title={formatFullTime(message.createdAt)}>
            {formatMessageTime(message.createdAt)}
          </time>
        )}
      </p>
    </li>
  );
}
