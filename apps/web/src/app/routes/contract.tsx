import { useParams } from 'react-router';

import { PageTitle } from '@/components/layout/page-title';
import { CONTRACT_DETAIL } from '@/content/contracts';
import { usePublicConfig } from '@/features/auth/api/get-public-config';
import { ContractDetail } from '@/features/contracts/components/contract-detail';

import { RequireUser } from './guards';

/** /contract/:id: one contract, for its two parties (and admins). */
export function Component() {
  const { id = '' } = useParams();
  const config = usePublicConfig();
  return (
    <RequireUser>
      <PageTitle title={CONTRACT_DETAIL.title} />
      <ContractDetail key={id} id={id} provider={config.data?.paymentProvider} />
    </RequireUser>
  );
}
