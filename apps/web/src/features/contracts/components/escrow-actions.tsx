import {
  cancelContractInput,
  disputeContractInput,
  formatCents,
  type ContractView,
  type PaymentProviderName,
} from '@haulclub/shared';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { CONTRACT_DETAIL } from '@/content/contracts';

import { useCancelContract, useDisputeContract } from '../api/escrow-actions';
import { formatMoment } from '../utils/format';
import { FundDialog } from './fund-dialog';
import { ReasonDialog } from './reason-dialog';

const copy = CONTRACT_DETAIL;

/** What the viewer may do with the escrow now (the server checks each again). */
export function escrowAbilities(c: ContractView, now = Date.now()) {
  const broker = c.yourParty === 'broker';
  const live = c.status === 'pending' || c.status === 'signed';
  const due = c.escrow.releaseDueAt ? Date.parse(c.escrow.releaseDueAt) : null;
  return {
    fund: broker && c.status === 'signed' && c.escrowStatus === 'pending' && !c.escrow.paymentProcessing,
    dispute: broker && c.escrowStatus === 'held' && !c.escrow.dispute && due !== null && now < due,
    // An admin may cancel a futures contract here (a booked load's contract with its load).
    cancel:
      (c.yourParty !== null || c.commitment !== null) &&
      live &&
      !c.escrow.pickedUpAt &&
      !c.escrow.paymentProcessing,
  };
}

type EscrowActionsProps = { contract: ContractView; provider?: PaymentProviderName | undefined };

/** Fund Escrow (a sandbox card; Stripe's card form is not built), Dispute and Cancel contract, each with its dialog. */
export function EscrowActions({ contract, provider }: EscrowActionsProps) {
  const [dialog, setDialog] = useState<'fund' | 'dispute' | 'cancel' | null>(null);
  const dispute = useDisputeContract(contract.id);
  const cancel = useCancelContract(contract.id);
  const can = escrowAbilities(contract);
  const stripe = provider === 'stripe';
  const onOpenChange = (open: boolean) => !open && setDialog(null);
  const tonu =
    contract.yourParty === 'broker' &&
    contract.signatures.some((s) => s.party === 'trucker') &&
    contract.escrowStatus === 'held' &&
    contract.escrow.tonuFeeCents > 0;
  return (
    <>
      {can.fund && stripe ? (
        <p className="text-sm text-muted-foreground">{copy.escrow.stripeUnavailable}</p>
      ) : null}
      {can.fund && !stripe ? <Button onClick={() => setDialog('fund')}>{copy.escrow.fund}</Button> : null}
      {can.dispute ? (
        <Button variant="outline" onClick={() => setDialog('dispute')}>
          {copy.escrow.dispute}
        </Button>
      ) : null}
      {can.cancel ? (
        <Button variant="outline" onClick={() => setDialog('cancel')}>
          {copy.escrow.cancel}
        </Button>
      ) : null}
      {can.fund && !stripe ? (
        <FundDialog
          contractId={contract.id}
          totalCents={contract.totalCents}
          commitment={contract.commitment !== null}
          open={dialog === 'fund'}
          onOpenChange={onOpenChange}
        />
      ) : null}
      {can.dispute ? (
        <ReasonDialog
          id="dispute"
          schema={disputeContractInput}
          open={dialog === 'dispute'}
          onOpenChange={onOpenChange}
          copy={copy.disputeDialog}
          description={copy.disputeDialog.description(formatMoment(contract.escrow.releaseDueAt ?? ''))}
          submit={(body) => dispute.mutateAsync(body)}
        />
      ) : null}
      {can.cancel ? (
        <ReasonDialog
          id="cancel"
          schema={cancelContractInput}
          open={dialog === 'cancel'}
          onOpenChange={onOpenChange}
          copy={{ ...copy.cancelDialog, cancel: copy.cancelDialog.keep }}
          description={
            <>
              <span>
                {contract.commitment
                  ? copy.cancelDialog.commitmentDescription
                  : copy.cancelDialog.description}
              </span>
              <span>
                {tonu
                  ? copy.cancelDialog.tonu(formatCents(contract.escrow.tonuFeeCents, { showCents: true }))
                  : copy.cancelDialog.refund}
              </span>
            </>
          }
          submit={(body) => cancel.mutateAsync(body)}
          destructive
        />
      ) : null}
    </>
  );
}
