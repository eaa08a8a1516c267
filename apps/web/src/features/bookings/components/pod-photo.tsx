import { ImageOffIcon } from 'lucide-react';
import { useCallback } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { BOOKINGS_COMMON } from '@/content/bookings';

import { usePodPhoto } from '../api/get-pod-photo';

const copy = BOOKINGS_COMMON.pod;

/**
 * The proof-of-delivery photo as a thumbnail linking to the full image. It is fetched with the
 * bearer token (an <img src> could not send it) and shown through an object URL, revoked on unmount.
 */
export function PodPhoto({ bookingId, loadRef }: { bookingId: string; loadRef: string }) {
  const { data: blob, isPending, isError } = usePodPhoto(bookingId);

  const attach = useCallback(
    (link: HTMLAnchorElement | null) => {
      if (!link || !blob) return;
      const url = URL.createObjectURL(blob);
      link.href = url;
      link.querySelector('img')?.setAttribute('src', url);
      return () => {
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );

  if (isPending)
    return (
      <div className="size-24">
        <Skeleton className="size-full" />
        <span role="status" className="sr-only">
          {copy.photoLoading}
        </span>
      </div>
    );
  if (isError)
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <ImageOffIcon className="size-4" aria-hidden="true" />
        {copy.photoError}
      </p>
    );
  return (
    <a
      ref={attach}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={copy.openPhoto(loadRef)}
      className="block w-fit overflow-hidden rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <img alt={copy.photoAlt(loadRef)} className="size-24 object-cover" />
    </a>
  );
}
