import { BellIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { ALERTS as copy } from '@/content/alerts';
import { useSession } from '@/lib/session';

import { inboxUnread } from '../api/alerts-cache';
import { useAlerts } from '../api/get-alerts';
import { useOpenAlert } from '../hooks/use-open-alert';
import { AlertsInbox } from './alerts-inbox';

/**
 * The header's bell for truckers: the unread count ("Alerts, 3 unread"), opening the alert inbox in a
 * side panel. Choosing an alert marks it read and opens its load. Nothing for other roles.
 */
export function AlertsBell() {
  const { user, role } = useSession();
  const enabled = Boolean(user) && role === 'trucker';
  const query = useAlerts(enabled);
  const openAlert = useOpenAlert();
  const [open, setOpen] = useState(false);
  if (!enabled) return null;
  const unread = inboxUnread(query.data);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="sm" className="relative px-2.5" aria-label={copy.bell(unread)}>
          <BellIcon aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-1 -right-1 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-semibold text-primary-foreground tabular-nums"
            >
              {copy.badge(unread)}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full max-w-md gap-0">
        <SheetHeader className="pr-12">
          <SheetTitle>{copy.title}</SheetTitle>
          <SheetDescription>{copy.description}</SheetDescription>
        </SheetHeader>
        <AlertsInbox
          onOpen={(alert) => {
            setOpen(false);
            openAlert(alert);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
