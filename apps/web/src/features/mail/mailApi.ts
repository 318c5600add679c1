import { post } from '../../lib/http';

// SPEC.md §7 does not show the inbox calls; these are the paths the inbox issue implements.
// Until the server has them, it answers an envelope error that the HTTP client toasts.
const MAIL_PATHS = {
  delete: '/mail/delete',
  confirm: '/mail/confirm',
} as const;

export const deleteMails = (ids: string[]) => post<unknown>(MAIL_PATHS.delete, { ids });

/** Marks a message as read once the player has confirmed it. */
export const confirmMail = (id: string) => post<unknown>(MAIL_PATHS.confirm, { id });
