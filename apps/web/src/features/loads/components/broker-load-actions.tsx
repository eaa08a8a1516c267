import { UNBOOKED_LOAD_STATUSES, type BrokerLoad, type LoadStatus } from '@haulclub/shared';
import { PencilIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BROKER_LOADS, LOAD_TEXT } from '@/content/loads';

import { useCancelLoad } from '../api/cancel-load';
import { loadRef } from '../utils/format';
import { CancelLoadDialog } from './cancel-load-dialog';
import { RepostLoadDialog } from './repost-load-dialog';

const { actions } = BROKER_LOADS;

export const editLoadHref = (id: string) =>
  `${paths.broker.postLoad.getHref()}?edit=${encodeURIComponent(id)}`;

/** Edit, Cancel and Repost while the load is unbooked (active or expired). */
export function BrokerLoadActions({ load, status }: { load: BrokerLoad; status: LoadStatus }) {
  const [dialog, setDialog] = useState<'cancel' | 'repost' | null>(null);
  const cancel = useCancelLoad();
  const ref = loadRef(load.number);
  if (!(UNBOOKED_LOAD_STATUSES as readonly LoadStatus[]).includes(status)) return <>{LOAD_TEXT.none}</>;

  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={editLoadHref(load.id)} aria-label={actions.label(actions.edit, ref)}>
          <PencilIcon aria-hidden="true" />
          {actions.edit}
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={actions.label(actions.repost, ref)}
        onClick={() => {
          setDialog('repost');
        }}
      >
        <RotateCwIcon aria-hidden="true" />
        {actions.repost}
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={actions.label(actions.cancel, ref)}
        onClick={() => {
          setDialog('cancel');
        }}
      >
        <XIcon aria-hidden="true" />
        {actions.cancel}
      </Button>
      {dialog === 'repost' ? <RepostLoadDialog load={load} open onOpenChange={close} /> : null}
      <CancelLoadDialog
        loadNumber={load.number}
        open={dialog === 'cancel'}
        onOpenChange={close}
        reasonRequired={false}
        copy={BROKER_LOADS.cancelDialog}
        onConfirm={(reason) => cancel.mutateAsync({ id: load.id, reason })}
      />
    </div>
  );
}
