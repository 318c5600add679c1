import type { TMailMessage } from '@khel/contract';

/** One inbox message as the server sends it (title and content in the player's language). */
export type MailMessage = Pick<TMailMessage, 'id' | 'title' | 'content' | 'sentAt' | 'read'>;
