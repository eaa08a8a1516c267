import { AlertCircleIcon, RotateCwIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ADMIN_COMMON } from '@/content/admin';

import { errorDetail } from '../utils/format';

type QueryErrorProps = { title: string; error: unknown; onRetry: () => void };

/** A failed load: what failed, the server's detail and a retry button. */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3">
        <div>
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{errorDetail(error)}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" className="self-start" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          {ADMIN_COMMON.retry}
        </Button>
      </div>
    </Alert>
  );
}
