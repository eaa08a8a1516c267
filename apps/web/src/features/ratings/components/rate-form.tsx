import { RATING_RULES, ratingInput, type RatingView } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { RATE_DIALOG as copy } from '@/content/ratings';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useRateBooking } from '../api/rate-booking';
import { errorDetail } from '../utils/format';
import { StarRatingField } from './star-rating-field';

type RateValues = z.input<typeof ratingInput>;
type RateOutput = z.output<typeof ratingInput>;

type RateFormProps = {
  bookingId: string;
  loadRef: string;
  /** The caller's rating so far (editing), or null for a first rating. */
  mine: RatingView | null;
  onDone: () => void;
};

/** Stars (required) and an optional comment; PUT /api/bookings/:id/rating, the server's 400s on the fields. */
export function RateForm({ bookingId, loadRef, mine, onDone }: RateFormProps) {
  const rate = useRateBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RateValues, unknown, RateOutput>({
    resolver: zodResolver(ratingInput),
    defaultValues: { comment: mine?.comment ?? '', ...(mine ? { stars: mine.stars } : {}) },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const saved = await rate.mutateAsync({ bookingId, input });
      toast.success(copy.saved(loadRef, saved.stars));
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['stars', 'comment']) > 0) return;
      setFailure(isApiError(error) ? error.detail : errorDetail(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="stars"
        render={({ field }) => (
          <StarRatingField
            name={`${bookingId}-stars`}
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            error={errors.stars?.message}
          />
        )}
      />
      <FormField
        id={`${bookingId}-rating-comment`}
        label={copy.comment}
        error={errors.comment?.message}
        hint={copy.commentHint(RATING_RULES.commentMax)}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={RATING_RULES.commentMax}
            placeholder={copy.commentPlaceholder}
            {...form.register('comment')}
          />
        )}
      </FormField>
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
          {isSubmitting ? copy.submitting : mine ? copy.update : copy.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
