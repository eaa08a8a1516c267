import type { ContractView } from '@haulclub/shared';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { CONTRACT_DETAIL } from '@/content/contracts';

import { useCommitmentStep, type CommitmentStep } from '../api/commitment-steps';
import { errorMessage, formatDay, futuresToday } from '../utils/format';

const copy = CONTRACT_DETAIL.futures;

/**
 * A futures contract's steps the viewer may take now (the server checks each again): its trucker
 * starts hauling once escrow is held (a freight future from its start date) and marks it completed;
 * its broker confirms the completion unless disputed. A booking's contract has none (its load's).
 */
export function commitmentAbilities(c: ContractView, today = futuresToday()) {
  const live = c.commitment !== null && c.status === 'signed' && c.escrowStatus === 'held';
  const trucker = live && c.yourParty === 'trucker';
  const notStarted = trucker && !c.escrow.pickedUpAt;
  const startDate = c.commitment?.startDate ?? null;
  const startsLater = startDate !== null && startDate > today;
  return {
    start: notStarted && !startsLater,
    startsOn: notStarted && startsLater ? startDate : null,
    complete: trucker && !!c.escrow.pickedUpAt && !c.escrow.deliveredAt,
    confirm: live && c.yourParty === 'broker' && !!c.escrow.deliveredAt && !c.escrow.dispute,
  };
}

const STEPS = {
  start: { label: copy.start, pending: copy.starting, success: copy.started },
  complete: { label: copy.complete, pending: copy.completing, success: copy.completed },
  confirm: { label: copy.confirm, pending: copy.confirming, success: copy.confirmed },
} as const;

/** Start hauling, Mark completed and Confirm completion on a futures contract's page. */
export function CommitmentActions({ contract }: { contract: ContractView }) {
  const can = commitmentAbilities(contract);
  return (
    <>
      {can.startsOn ? (
        <p className="self-center text-sm text-muted-foreground">{copy.startsOn(formatDay(can.startsOn))}</p>
      ) : null}
      {(['start', 'complete', 'confirm'] as const).map((step) =>
        can[step] ? <StepButton key={step} contractId={contract.id} step={step} /> : null,
      )}
    </>
  );
}

function StepButton({ contractId, step }: { contractId: string; step: CommitmentStep }) {
  const mutation = useCommitmentStep(contractId, step);
  const text = STEPS[step];
  return (
    <Button
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: () => toast.success(text.success),
          onError: (error) => toast.error(CONTRACT_DETAIL.errorTitle, { description: errorMessage(error) }),
        })
      }
    >
      {mutation.isPending ? text.pending : text.label}
    </Button>
  );
}
