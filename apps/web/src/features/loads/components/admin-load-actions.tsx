import type { BrokerLoad, LoadStatus } from '@haulclub/shared';
import { XIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { ADMIN_LOADS, LOAD_TEXT } from '@/content/loads';

import { useAdminCancelLoad } from '../api/admin-cancel-load';
import { loadRef } from '../utils/format';
import { CancelLoadDialog } from './cancel-load-dialog';

const FINAL: readonly LoadStatus[] = ['delivered', 'cancelled'];

type AdminLoadActionsProps = {
  load: BrokerLoad;
  status: LoadStatus;
  /** Another control before Cancel (e.g. the load's chats), given by the route. */
  extra?: ReactNode;
};

/** Cancel, with a required reason, for any load not delivered or cancelled yet; and any `extra`. */
export function AdminLoadActions({ load, status, extra }: AdminLoadActionsProps) {
  const [open, setOpen] = useState(false);
  const cancel = useAdminCancelLoad();
  const cancellable = !FINAL.includes(status);
  if (!cancellable && !extra) return <>{LOAD_TEXT.none}</>;
  return (
    <div className="flex flex-wrap gap-2">
      {extra}
      {cancellable ? (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={ADMIN_LOADS.cancelLabel(loadRef(load.number))}
            onClick={() => {
              setOpen(true);
            }}
          >
            <XIcon aria-hidden="true" />
            {ADMIN_LOADS.cancel}
          </Button>
          <CancelLoadDialog
            loadNumber={load.number}
            open={open}
            onOpenChange={setOpen}
            reasonRequired
            copy={ADMIN_LOADS.cancelDialog}
            onConfirm={(reason) => cancel.mutateAsync({ id: load.id, reason: reason ?? '' })}
          />
        </>
      ) : null}
    </div>
  );
}
