import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RETRY } from '@/content/membership';

import { errorMessage } from '../utils/server-errors';

/** A failed load: what failed, the server's words and a way to try again. */
export function QueryProblem({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert variant="destructive">
      <AlertTriangleIcon aria-hidden="true" />
      <div className="flex flex-col items-start gap-3">
        <div>
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{errorMessage(error)}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          {RETRY}
        </Button>
      </div>
    </Alert>
  );
}
