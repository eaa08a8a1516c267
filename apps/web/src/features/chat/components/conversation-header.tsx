import { formatCents, type ChatThread } from '@haulclub/shared';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { BrokerNameLink } from '@/components/market/broker-name-link';
import { FairnessBadge } from '@/components/market/fairness-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CHAT } from '@/content/chat';

import { formatThreadLane } from '../utils/format';

type ConversationHeaderProps = {
  thread: ChatThread;
  counterpart: ChatThread['broker'];
  headingId: string;
  action?: ReactNode;
};

/**
 * Who the conversation is with, and the load it is about: lane, equipment, rate, status. With the broker
 * (the trucker's side), their name links to their profile and their fairness badge follows it.
 */
export function ConversationHeader({ thread, counterpart, headingId, action }: ConversationHeaderProps) {
  const { pathname } = useLocation();
  const { load } = thread;
  const withBroker = counterpart.id === thread.broker.id;
  return (
    <div className="flex items-start gap-2 border-b p-3 sm:px-4">
      <Button asChild variant="ghost" size="icon" className="-ml-1 shrink-0 md:hidden">
        <Link to={pathname} aria-label={CHAT.conversation.back}>
          <ArrowLeftIcon aria-hidden="true" />
        </Link>
      </Button>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={headingId} className="min-w-0 truncate font-semibold">
            {counterpart.name}
            {counterpart.companyName ? (
              <span className="font-normal text-muted-foreground">
                {' · '}
                {withBroker ? (
                  <BrokerNameLink id={counterpart.id} name={counterpart.companyName} />
                ) : (
                  counterpart.companyName
                )}
              </span>
            ) : null}
          </h2>
          {withBroker ? <FairnessBadge fairness={thread.brokerFairness} /> : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span className="sr-only">{CHAT.conversation.loadSummary}: </span>
          <span className="font-semibold text-primary">{CHAT.loadRef(load.number)}</span>
          <span className="text-foreground">{formatThreadLane(thread)}</span>
          <span>{load.equipment}</span>
          <span className="font-medium text-foreground">{formatCents(load.rateCents)}</span>
          <Badge variant={load.status === 'active' ? 'success' : 'secondary'}>
            {CHAT.loadStatus[load.status]}
          </Badge>
        </p>
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
