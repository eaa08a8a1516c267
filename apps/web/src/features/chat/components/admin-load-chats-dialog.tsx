import { MessagesSquareIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { ADMIN_LOAD_CHATS, CHAT } from '@/content/chat';

import { useAdminLoadThreads } from '../api/get-admin-load-threads';
import { AdminThreadList } from './admin-thread-list';
import { AdminThreadReader } from './admin-thread-reader';

const copy = ADMIN_LOAD_CHATS;

type AdminLoadChatsDialogProps = { load: { id: string; number: number; threadCount: number } };

/** All Loads: a "Chats (n)" button opening the load's conversations, read only (admins cannot post). */
export function AdminLoadChatsDialog({ load }: AdminLoadChatsDialogProps) {
  const ref = CHAT.loadRef(load.number);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={copy.openLabel(load.threadCount, ref)}>
          <MessagesSquareIcon aria-hidden="true" />
          {copy.open(load.threadCount)}
        </Button>
      </DialogTrigger>
      <DialogContent className="h-[min(44rem,calc(100dvh-2rem))] max-w-4xl overflow-hidden">
        <DialogHeader>
          <DialogTitle>{copy.title(ref)}</DialogTitle>
          <DialogDescription>{copy.readOnly}</DialogDescription>
        </DialogHeader>
        <LoadChats loadId={load.id} />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so the threads are fetched then and the choice starts empty. */
function LoadChats({ loadId }: { loadId: string }) {
  const query = useAdminLoadThreads(loadId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = query.data?.items.find((thread) => thread.id === selectedId);
  return (
    <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,12rem)_minmax(0,1fr)] overflow-hidden rounded-lg border md:grid-cols-[16rem_minmax(0,1fr)] md:grid-rows-1">
      <div className="min-h-0 overflow-y-auto border-b md:border-r md:border-b-0">
        <AdminThreadList query={query} selectedId={selectedId} onSelect={setSelectedId} />
      </div>
      <div className="flex min-h-0 flex-col">
        {selected ? (
          <AdminThreadReader key={selected.id} thread={selected} />
        ) : (
          <p className="m-auto p-6 text-center text-sm text-muted-foreground">{copy.pick}</p>
        )}
      </div>
    </div>
  );
}
