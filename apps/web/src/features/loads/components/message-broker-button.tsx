import { MessageSquareIcon } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { MESSAGE_BROKER } from '@/content/loads';

import { useOpenLoadChat } from '../api/open-load-chat';
import { errorDetail } from '../utils/format';

export interface MessageBrokerButtonProps {
  loadId: string;
  /** The trucker's thread about this load, when there is one already: opened without a request. */
  threadId?: string | null;
  className?: string;
  size?: 'sm' | 'default';
}

/** Opens the chat with the load's broker (POST /api/loads/:id/chat gets or creates the thread). */
export function MessageBrokerButton({
  loadId,
  threadId,
  className,
  size = 'default',
}: MessageBrokerButtonProps) {
  const navigate = useNavigate();
  const mutation = useOpenLoadChat();
  const inFlight = useRef(false);

  const open = async () => {
    if (threadId) {
      void navigate(MESSAGE_BROKER.chatHref(threadId));
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const thread = await mutation.mutateAsync(loadId);
      void navigate(MESSAGE_BROKER.chatHref(thread.id));
    } catch (error) {
      toast.error(MESSAGE_BROKER.failed, { description: errorDetail(error) });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Button
      variant="outline"
      size={size}
      className={className}
      disabled={mutation.isPending}
      onClick={() => void open()}
    >
      <MessageSquareIcon aria-hidden="true" />
      {mutation.isPending ? MESSAGE_BROKER.opening : MESSAGE_BROKER.label}
    </Button>
  );
}
