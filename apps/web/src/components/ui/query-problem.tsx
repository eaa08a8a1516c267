import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from './alert';
import { Button } from './button';

type QueryProblemProps = {
  /** What could not be loaded. */
  title: string;
  /** The server's words (a problem's `detail`), or the area's fallback. */
  detail: string;
  retryLabel: string;
  onRetry: () => void;
};

/** A failed load: what failed, why, and a way to try again. */
export function QueryProblem({ title, detail, retryLabel, onRetry }: QueryProblemProps) {
  return (
    <Alert variant="destructive">
      <AlertTriangleIcon aria-hidden="true" />
      <div className="flex flex-col items-start gap-3">
        <div>
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{detail}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          {retryLabel}
        </Button>
      </div>
    </Alert>
  );
}
