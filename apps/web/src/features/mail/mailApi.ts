import { call, plannedCall } from '../../lib/http';

// docs/product.md §7 does not show the inbox calls; these are the paths the inbox issue implements.
// Until the server has them, it answers an envelope error that the HTTP client toasts.
const deleteMailsCall = plannedCall<{ ids: string[] }, unknown>('/mail/delete');
const confirmMailCall = plannedCall<{ id: string }, unknown>('/mail/confirm');

export const deleteMails = (ids: string[]) => call(deleteMailsCall, { ids });

/** Marks a message as read once the player has confirmed it. */
export const confirmMail = (id: string) => call(confirmMailCall, { id });
