import { useId } from 'react';

import { FormHint, FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DELIVER_DIALOG as copy } from '@/content/bookings';

import { POD_PHOTO_ACCEPT, podPhotoProblem } from '../utils/pod-photo-file';

type PodPhotoFieldProps = {
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
};

/** The optional photo: JPEG, PNG or WebP up to POD_PHOTO.maxBytes, checked as soon as it is chosen. */
export function PodPhotoField({ error, onChange }: PodPhotoFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        {copy.photo} <span className="font-normal text-muted-foreground">({copy.optional})</span>
      </Label>
      <Input
        id={id}
        type="file"
        accept={POD_PHOTO_ACCEPT}
        aria-describedby={messageId}
        {...(error ? { 'aria-invalid': true } : {})}
        className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-muted file:px-2 file:py-1 file:text-sm file:font-medium"
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const problem = file ? podPhotoProblem(file) : null;
          // A refused file is cleared, so what the input shows is what would be sent.
          if (problem) event.target.value = '';
          onChange(problem ? null : file, problem);
        }}
      />
      {error ? (
        <FormMessage id={messageId} role="alert">
          {error}
        </FormMessage>
      ) : (
        <FormHint id={messageId}>{copy.photoHint}</FormHint>
      )}
    </div>
  );
}
