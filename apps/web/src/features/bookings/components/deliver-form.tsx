import { deliverLoadInput, LOAD_LIMITS } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { DELIVER_DIALOG as copy } from '@/content/bookings';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useDeliverBooking } from '../api/deliver-booking';
import { useUploadPodPhoto } from '../api/upload-pod-photo';
import { errorDetail } from '../utils/format';
import { PodPhotoField } from './pod-photo-field';

const noteSchema = z.object({ note: deliverLoadInput.shape.note });
type NoteValues = z.input<typeof noteSchema>;

type DeliverFormProps = { bookingId: string; loadRef: string; onDone: () => void };

/** Uploads the photo (if any), then marks the booking delivered with the note and the photo's id. */
export function DeliverForm({ bookingId, loadRef, onDone }: DeliverFormProps) {
  const upload = useUploadPodPhoto();
  const deliver = useDeliverBooking();
  const [photo, setPhoto] = useState<File | null>(null);
  // A photo that cannot be sent as it is (wrong type, too big, not uploaded): choose another.
  const [photoError, setPhotoError] = useState<string | null>(null);
  // The server refused the upload (413, 415, 429 over the quota): its words, and Mark delivered tries again.
  const [uploadRefused, setUploadRefused] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The last upload, so a retry after a failed delivery does not upload the same file again.
  const [uploaded, setUploaded] = useState<{ file: File; id: string } | null>(null);
  const form = useForm<NoteValues>({ resolver: zodResolver(noteSchema), defaultValues: { note: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ note }) => {
    if (photoError) return;
    setFailure(null);
    setUploadRefused(null);
    let photoId: string | undefined;
    if (photo) {
      try {
        if (uploaded?.file === photo) photoId = uploaded.id;
        else {
          photoId = (await upload.mutateAsync(photo)).id;
          setUploaded({ file: photo, id: photoId });
        }
      } catch (error) {
        setUploadRefused(errorDetail(error));
        return;
      }
    }
    try {
      await deliver.mutateAsync({ bookingId, note, ...(photoId ? { photoId } : {}) });
      toast.success(copy.delivered(loadRef));
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['note']) > 0) return;
      if (isApiError(error) && error.fieldErrorMap().photoId) {
        setUploaded(null);
        setPhotoError(error.fieldErrorMap().photoId ?? null);
        return;
      }
      if (isApiError(error) && error.status === 409) {
        // Delivered already or no longer in transit: the refreshed card shows where it stands.
        toast.error(copy.failed, { description: error.detail });
        onDone();
        return;
      }
      setFailure(errorDetail(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField id={`${bookingId}-pod-note`} label={copy.note} error={errors.note?.message}>
        {(control) => (
          <Textarea
            {...control}
            required
            rows={4}
            maxLength={LOAD_LIMITS.podNote}
            placeholder={copy.notePlaceholder}
            {...form.register('note')}
          />
        )}
      </FormField>
      <PodPhotoField
        error={photoError ?? uploadRefused}
        onChange={(file, error) => {
          setPhoto(file);
          setPhotoError(error);
          setUploadRefused(null);
        }}
      />
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription className="mt-0">
            <span className="font-semibold">{copy.failed}.</span> {failure}
          </AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{copy.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {upload.isPending ? copy.uploading : isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
