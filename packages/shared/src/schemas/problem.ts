import { z } from 'zod';

/** One field-level error of a bad request. `field` is a dotted path, e.g. "email" or "pickup.zip". */
export const fieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldError>;

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
});
export type Problem = z.infer<typeof problem>;
