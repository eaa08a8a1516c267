import { CONTRACT_PARTIES, type ContractView } from '@haulclub/shared';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CONTRACT_DETAIL } from '@/content/contracts';
import { formatDateTime } from '@/lib/format';

const copy = CONTRACT_DETAIL.signatures;

/** Each party's signature, or that it is still awaited. */
export function SignaturesCard({ contract }: { contract: ContractView }) {
  return (
    <Card role="region" aria-labelledby="contract-signatures" className="gap-4 p-4 sm:p-6">
      <CardHeader>
        <CardTitle id="contract-signatures">{copy.heading}</CardTitle>
      </CardHeader>
      <CardContent className="p-0">
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          {CONTRACT_PARTIES.map((party) => {
            const signature = contract.signatures.find((s) => s.party === party);
            const who = contract[party].name;
            return (
              <div key={party}>
                <dt className="text-muted-foreground">
                  {copy[party]} · {who}
                </dt>
                <dd className="font-medium">
                  {signature
                    ? copy.signedBy(signature.fullName, formatDateTime(signature.signedAt))
                    : copy.awaiting}
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
