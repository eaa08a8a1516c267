import type { ContractView } from '@haulclub/shared';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CONTRACT_DETAIL } from '@/content/contracts';

import { TermsForm } from './terms-form';

const copy = CONTRACT_DETAIL.terms;
const FIELDS = ['paymentTerms', 'cancellationPolicy', 'insuranceRequirements'] as const;

/** The contract's terms; its broker may edit them until the first signature freezes them. */
export function TermsCard({ contract }: { contract: ContractView }) {
  const [editing, setEditing] = useState(false);
  const editable =
    contract.yourParty === 'broker' && contract.status === 'pending' && !contract.termsFrozenAt;
  return (
    <Card role="region" aria-labelledby="contract-terms" className="gap-4 p-4 sm:p-6">
      <CardHeader>
        <CardTitle id="contract-terms">{copy.heading}</CardTitle>
        <CardDescription>
          {editable ? copy.editable : contract.termsFrozenAt ? copy.frozen : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        {editing && editable ? (
          <TermsForm contractId={contract.id} terms={contract.terms} onDone={() => setEditing(false)} />
        ) : (
          <>
            <dl className="flex flex-col gap-3 text-sm">
              {FIELDS.map((field) => (
                <div key={field}>
                  <dt className="font-semibold">{copy[field]}</dt>
                  <dd className="whitespace-pre-line text-muted-foreground">{contract.terms[field]}</dd>
                </div>
              ))}
            </dl>
            {editable ? (
              <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
                {copy.edit}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
