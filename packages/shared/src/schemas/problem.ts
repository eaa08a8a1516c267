import { z } from 'zod';

/** One field-level error of a bad request. `field` is a dotted path, e.g. "email" or "pickup.zip". */
export const fieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

/** A booking that a new one overlaps in time (see `booking_overlap`); `loadNumber` is shown as HC-<number>. */
export const conflictingBooking = z.object({ id: z.uuid(), loadNumber: z.number().int() });
export type ConflictingBooking = z.infer<typeof conflictingBooking>;

/** RFC 9457 problem details, the body of every failed API response. */
export const problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  instance: z.string().optional(),
  requestId: z.string().optional(),
  errors: z.array(fieldError).optional(),
  /** `booking_overlap`: the trucker's booking the load cannot be run with. */
  conflictingBooking: conflictingBooking.optional(),
});
export type Problem = z.infer<typeof problem>;

/** Members some problems carry beyond the standard ones. */
export type ProblemExtensions = Pick<Problem, 'conflictingBooking'>;
