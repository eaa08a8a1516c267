import { CONTRACT_STATUS_LABELS, type PaymentProviderName } from '@haulclub/shared';
import { FileTextIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CONTRACT_DETAIL as copy, contractRef } from '@/content/contracts';
import { isApiError } from '@/lib/api-client';

import { openContractDocument } from '../api/get-contract-document';
import { useContract } from '../api/get-contract';
import { useContractUpdates } from '../hooks/use-contract-updates';
import { errorMessage } from '../utils/format';
import { CommitmentActions } from './commitment-actions';
import { CommitmentCard } from './commitment-card';
import { EscrowActions } from './escrow-actions';
import { EscrowCard } from './escrow-card';
import { FinancialCard } from './financial-card';
import { RouteCard } from './route-card';
import { SignDialog } from './sign-dialog';
import { SignaturesCard } from './signatures-card';
import { TermsCard } from './terms-card';

const PAGE = 'mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10';

/** /contract/:id: route (or a futures contract's commitment), financials, terms, signatures and the actions. */
export function ContractDetail({ id, provider }: { id: string; provider?: PaymentProviderName | undefined }) {
  useContractUpdates();
  const contract = useContract(id);
  const navigate = useNavigate();
  const [signing, setSigning] = useState(false);
  const notFound =
    isApiError(contract.error) && (contract.error.status === 404 || contract.error.status === 400);
  const failed = contract.isError && !notFound;

  useEffect(() => {
    if (!failed) return;
    toast.error(copy.errorTitle, { description: errorMessage(contract.error) });
    void navigate(paths.dashboard.getHref(), { replace: true });
  }, [failed, contract.error, navigate]);

  const back = (
    <Button asChild variant="outline">
      <Link to={paths.dashboard.getHref()}>{copy.backToDashboard}</Link>
    </Button>
  );
  if (contract.isPending || failed) {
    return (
      <div className={PAGE} role="status">
        <p className="text-muted-foreground">{copy.loading}</p>
      </div>
    );
  }
  if (contract.isError) {
    return (
      <div className={PAGE}>
        <h1 className="text-2xl font-bold tracking-tight">{copy.notFound}</h1>
        <p className="text-sm text-muted-foreground">{copy.notFoundBody}</p>
        <div>{back}</div>
      </div>
    );
  }
  const c = contract.data;
  const mine = c.yourParty;
  const canSign = c.status === 'pending' && mine !== null && !c.signatures.some((s) => s.party === mine);
  return (
    <div className={PAGE}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {copy.heading(contractRef(c.number))}
        </h1>
        <Badge variant={c.status === 'signed' ? 'success' : 'outline'}>
          {CONTRACT_STATUS_LABELS[c.status].detail}
        </Badge>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {c.load ? <RouteCard load={c.load} /> : null}
        {c.commitment ? <CommitmentCard commitment={c.commitment} totalCents={c.totalCents} /> : null}
        <FinancialCard contract={c} />
      </div>
      <EscrowCard contract={c} />
      <TermsCard contract={c} />
      <SignaturesCard contract={c} />
      <div className="flex flex-wrap gap-2">
        {back}
        {canSign ? <Button onClick={() => setSigning(true)}>{copy.signContract}</Button> : null}
        <CommitmentActions contract={c} />
        <EscrowActions contract={c} provider={provider} />
        <Button
          variant="ghost"
          onClick={() =>
            void openContractDocument(c.id).catch((error: unknown) =>
              toast.error(copy.errorTitle, { description: errorMessage(error) }),
            )
          }
        >
          <FileTextIcon aria-hidden="true" />
          {copy.printable}
        </Button>
      </div>
      {canSign ? <SignDialog contractId={c.id} open={signing} onOpenChange={setSigning} /> : null}
    </div>
  );
}
