import type { FieldError, ProblemExtensions } from '@haulclub/shared';

/** Every stable error code the API answers with, and its HTTP status and title. */
export const ERROR_CATALOG = {
  validation_failed: { status: 400, title: 'Your request has invalid fields' },
  bad_request: { status: 400, title: 'Bad request' },
  unauthorized: { status: 401, title: 'Authentication required' },
  forbidden: { status: 403, title: 'Forbidden' },
  onboarding_required: { status: 403, title: 'Complete onboarding first' },
  not_found: { status: 404, title: 'Not found' },
  route_not_found: { status: 404, title: 'No such API route' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  conflict: { status: 409, title: 'Conflict' },
  booking_overlap: { status: 409, title: 'Overlaps another of your bookings' },
  gone: { status: 410, title: 'No longer available' },
  payment_declined: { status: 402, title: 'Payment declined' },
  bad_gateway: { status: 502, title: 'An upstream service failed' },
  payload_too_large: { status: 413, title: 'Request body too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  rate_limited: { status: 429, title: 'Too many requests' },
  internal_error: { status: 500, title: 'Internal server error' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

/**
 * The one error type of the API. `detail` is safe to show to the user; the
 * internal cause (if any) is logged, never sent.
 */
export class AppError extends Error {
  readonly status: number;
  readonly title: string;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly options: {
      fieldErrors?: FieldError[];
      cause?: unknown;
      headers?: Record<string, string>;
      /** Extra members of the problem body (declared in the shared `problem` schema). */
      extensions?: ProblemExtensions;
    } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'AppError';
    this.status = ERROR_CATALOG[code].status;
    this.title = ERROR_CATALOG[code].title;
  }

  get fieldErrors(): FieldError[] | undefined {
    return this.options.fieldErrors;
  }

  static validation(fieldErrors: FieldError[], detail?: string): AppError {
    return new AppError(
      'validation_failed',
      detail ?? fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; '),
      { fieldErrors },
    );
  }

  static notFound(what: string): AppError {
    return new AppError('not_found', `${what} was not found`);
  }
}

export function problemType(code: string): string {
  return `https://haulclub.app/problems/${code.replace(/_/g, '-')}`;
}
