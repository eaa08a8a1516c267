import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CHAT } from '@/content/chat';

import { errorDetail } from '../utils/format';

/** A failed load: what failed, the server's detail and a retry button. */
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
          <AlertDescription>{errorDetail(error)}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          {CHAT.retry}
        </Button>
      </div>
    </Alert>
  );
}
