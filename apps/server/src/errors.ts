import { ERROR_STATES, type ErrorName, type ErrorState } from '@khel/contract';
import { englishText, phrase, type MessageParams, type Phrase } from '@khel/contract/messages';
import type { z } from 'zod';

/**
 * The one error type of the server. The error handler turns it into the envelope
 * `{ state, msg }`; anything else becomes a 'system' error with no details.
 *
 * The message is a template of the player messages' catalogue (`@khel/contract/messages`) with
 * its values: `new AppError('badRequest', 'Deposit amount must during {min}-{max}', { min, max })`.
 * `message` is its English text, word for word; the error handler answers a player's request
 * with `phrase` in the request's language (docs/architecture.md, "Messages in the player's
 * language"). A text without params is its own template.
 */
export class AppError extends Error {
  readonly state: ErrorState;
  readonly phrase: Phrase;

  constructor(code: ErrorName, message: string | Phrase, params?: MessageParams) {
    const said = typeof message === 'string' ? phrase(message, params) : message;
    super(englishText(said));
    this.name = 'AppError';
    this.state = ERROR_STATES[code];
    this.phrase = said;
  }
}

export const SYSTEM_ERROR_MESSAGE = 'system error, please try again later';

/** While the database is unreachable (requests answer state 503; the client may retry). */
export const UNAVAILABLE_MESSAGE = 'system busy, please try again in a moment';

/** A request that failed its schema: the first issue, kept to word its detail in any language. */
export class InvalidInput extends AppError {
  readonly issue: z.core.$ZodIssue | null;

  constructor(message: Phrase, issue: z.core.$ZodIssue | null) {
    super('badRequest', message);
    this.issue = issue;
  }
}
