import { CHAT_MESSAGE_MAX_LENGTH, sendChatMessageInput } from '@haulclub/shared';
import { SendIcon } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { CHAT } from '@/content/chat';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { useSendChatMessage } from '../api/send-chat-message';
import { errorDetail, newClientId } from '../utils/format';

const copy = CHAT.composer;

function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 429) return copy.rateLimited(error.retryAfterSeconds ?? null);
  return `${copy.failed} ${errorDetail(error)}`;
}

/** Write and send: Enter sends, Shift+Enter adds a line. A failed message comes back to the box. */
export function Composer({ threadId }: { threadId: string }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The message that failed, so sending it again reuses its clientId (the server deduplicates).
  const failed = useRef<{ body: string; clientId: string } | null>(null);
  const { send } = useSendChatMessage(threadId);
  const tooLong = draft.length > CHAT_MESSAGE_MAX_LENGTH;

  function submit() {
    const parsed = sendChatMessageInput.shape.body.safeParse(draft);
    if (!parsed.success) {
      if (draft.trim()) setError(parsed.error.issues[0]?.message ?? copy.tooLong);
      return;
    }
    const body = parsed.data;
    const clientId = failed.current?.body === body ? failed.current.clientId : newClientId();
    failed.current = null;
    setError(null);
    setDraft('');
    send(
      { body, clientId },
      {
        onError: (sendError) => {
          failed.current = { body, clientId };
          setDraft((current) => (current.trim() ? `${body}\n${current}` : body));
          setError(failureMessage(sendError));
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      className="flex flex-col gap-1.5 border-t bg-background p-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {copy.label}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={draft}
          rows={2}
          placeholder={copy.placeholder}
          aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
          {...(tooLong || error ? { 'aria-invalid': true } : {})}
          className="max-h-40 min-h-12 resize-none"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={tooLong || !draft.trim()}>
          <SendIcon aria-hidden="true" />
          <span className="max-sm:sr-only">{copy.send}</span>
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3 text-xs">
        <p id={`${id}-error`} role="alert" className="font-medium text-destructive">
          {error ?? (tooLong ? copy.tooLong : null)}
        </p>
        <p
          id={`${id}-counter`}
          className={cn(
            'shrink-0 tabular-nums text-muted-foreground',
            tooLong && 'font-semibold text-destructive',
          )}
        >
          {copy.counter(draft.length)}
        </p>
      </div>
    </form>
  );
}
