import { ERROR_STATES, type ErrorName, type ErrorState } from '@khel/contract';

/**
 * The one error type of the server. The error handler turns it into the envelope
 * `{ state, msg }`; anything else becomes a 'system' error with no details.
 */
export class AppError extends Error {
  readonly state: ErrorState;

  constructor(code: ErrorName, message: string) {
    super(message);
    this.name = 'AppError';
    this.state = ERROR_STATES[code];
  }
}

export const SYSTEM_ERROR_MESSAGE = 'system error, please try again later';

/** While the database is unreachable (requests answer state 503; the client may retry). */
export const UNAVAILABLE_MESSAGE = 'system busy, please try again in a moment';
