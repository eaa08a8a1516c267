import { ESCROW_STATUS_LABELS, formatCents, type ContractView } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CONTRACT_DETAIL } from '@/content/contracts';

import { formatMoment } from '../utils/format';

const copy = CONTRACT_DETAIL.escrow;

/**
 * Escrow as the spec labels it (Payment Pending, Funds Secured, Payment
 * Released, Refunded), its times, the 24-hour window after the proof of
 * delivery and any dispute. What each party may do is in EscrowActions.
 */
export function EscrowCard({ contract }: { contract: ContractView }) {
  const { escrow, escrowStatus } = contract;
  // A futures contract's own steps (started, completed) stand where a load's pickup and POD do.
  const commitment = contract.commitment !== null;
  const times = [
    [copy.funded, escrow.fundedAt],
    [commitment ? copy.started : copy.pickedUp, escrow.pickedUpAt],
    [commitment ? copy.completed : copy.delivered, escrow.deliveredAt],
    [copy.released, escrow.releasedAt],
    [copy.refunded, escrow.refundedAt],
  ] as const;
  const open = escrowStatus === 'held' && escrow.releaseDueAt && !escrow.dispute;
  return (
    <Card role="region" aria-labelledby="contract-escrow" className="gap-4 p-4 sm:p-6">
      <CardHeader className="flex flex-row flex-wrap items-center gap-3">
        <CardTitle id="contract-escrow">{copy.heading}</CardTitle>
        <Badge variant={escrowStatus === 'held' || escrowStatus === 'released' ? 'success' : 'secondary'}>
          {ESCROW_STATUS_LABELS[escrowStatus]}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 p-0 text-sm">
        <Explanation contract={contract} />
        <dl className="grid grid-cols-2 gap-2">
          {times
            .filter(([, at]) => at)
            .map(([label, at]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right">{formatMoment(at ?? '')}</dd>
              </div>
            ))}
          {open ? (
            <div className="contents">
              <dt className="text-muted-foreground">{copy.disputeDeadline}</dt>
              <dd className="text-right font-medium">{formatMoment(escrow.releaseDueAt ?? '')}</dd>
            </div>
          ) : null}
        </dl>
        {open ? <p>{copy.autoRelease(formatMoment(escrow.releaseDueAt ?? ''))}</p> : null}
        {escrow.dispute ? (
          <p role="note" className="rounded-md bg-muted p-3">
            {escrow.dispute.resolution
              ? copy.disputeResolved(copy.resolutions[escrow.dispute.resolution])
              : copy.disputeOpen(formatMoment(escrow.dispute.openedAt))}{' '}
            “{escrow.dispute.reason}”
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Explanation({ contract }: { contract: ContractView }) {
  if (contract.status === 'cancelled' || contract.escrowStatus === 'released') return null;
  if (contract.escrow.paymentProcessing) return <p>{copy.processing}</p>;
  const commitment = contract.commitment !== null;
  if (contract.escrowStatus === 'held' && !contract.escrow.pickedUpAt && contract.yourParty === 'trucker') {
    return <p>{commitment ? copy.truckerSecuredCommitment : copy.truckerSecured}</p>;
  }
  if (contract.escrowStatus !== 'pending' || contract.status !== 'signed') return null;
  if (contract.yourParty === 'trucker') {
    return <p>{commitment ? copy.truckerWaitingCommitment : copy.truckerWaiting}</p>;
  }
  if (contract.yourParty === 'broker') {
    return (
      <p>
        {commitment ? copy.brokerFundCommitment : copy.brokerFund} (
        {formatCents(contract.totalCents, { showCents: true })})
      </p>
    );
  }
  return null;
}
