/** Why FMCSA could not give an answer. Only `rejected` (a 4xx such as a wrong web key) is not worth retrying. */
export type FmcsaFailure = 'unreachable' | 'timeout' | 'server_error' | 'bad_response' | 'rejected';

/**
 * FMCSA could not be reached, answered 5xx or something that is not a
 * QCMobile answer (after the client's retries), or refused the request.
 * The message never contains the web key.
 */
export class FmcsaUnavailableError extends Error {
  constructor(
    message: string,
    readonly failure: FmcsaFailure,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'FmcsaUnavailableError';
  }

  /** False when asking again cannot help (FMCSA refused the request, e.g. the web key). */
  get retryable(): boolean {
    return this.failure !== 'rejected';
  }
}
