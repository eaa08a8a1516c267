import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { LOAD_BOARD, LOAD_TEXT } from '@/content/loads';
import { isApiError } from '@/lib/api-client';

import { useLoad } from '../api/get-load';
import { errorDetail } from '../utils/format';
import { LoadDetailsDialog } from './load-details-dialog';

type LinkedLoadDialogProps = { loadId: string; onClose: () => void };

/**
 * The load of /trucker/loads?load=<id> (an alert's link) in the details dialog, with Book and Message
 * broker; a load that left the board says so instead.
 */
export function LinkedLoadDialog({ loadId, onClose }: LinkedLoadDialogProps) {
  const query = useLoad(loadId);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (query.data) return <LoadDetailsDialog load={query.data} open onOpenChange={onOpenChange} />;

  const gone = isApiError(query.error) && query.error.status === 404;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent aria-busy={query.isPending}>
        <DialogHeader>
          <DialogTitle>{query.isPending ? LOAD_BOARD.opening : LOAD_BOARD.openFailed}</DialogTitle>
          <DialogDescription>
            {query.isPending ? null : gone ? LOAD_BOARD.openGone : errorDetail(query.error)}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? null : (
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{LOAD_TEXT.close}</Button>
            </DialogClose>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
