import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LOAD_TEXT } from '@/content/loads';

import { errorDetail } from '../utils/format';

type QueryProblemProps = { title: string; error: unknown; onRetry?: () => void };

/** A failed load: what failed, the server's `detail` and, when it may help, a way to try again. */
export function QueryProblem({ title, error, onRetry }: QueryProblemProps) {
  return (
    <Alert variant="destructive">
      <AlertTriangleIcon aria-hidden="true" />
      <div className="flex flex-col items-start gap-3">
        <div>
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{errorDetail(error)}</AlertDescription>
        </div>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCwIcon aria-hidden="true" />
            {LOAD_TEXT.retry}
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}
