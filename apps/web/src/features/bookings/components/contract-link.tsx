import { FileSignatureIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

type ContractLinkProps = { contractId: string | null; label: string; accessibleName: string };

/** A link to the booking's contract (/contract/:id), styled as a button; nothing without one. */
export function ContractLink({ contractId, label, accessibleName }: ContractLinkProps) {
  if (!contractId) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={paths.contract.getHref(contractId)} aria-label={accessibleName}>
        <FileSignatureIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
