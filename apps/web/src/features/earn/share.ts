import { copyText, type ClipboardLike } from '../../lib/clipboard';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

type NavigatorLike = { share?: (data: ShareData) => Promise<void>; clipboard?: ClipboardLike };

/** Opens the system share sheet where there is one; elsewhere copies the link instead. */
export async function shareOrCopy(data: ShareData & { url: string }, nav?: NavigatorLike) {
  const target: NavigatorLike = nav ?? navigator;
  if (typeof target.share === 'function') {
    try {
      await target.share(data);
      return 'shared' satisfies ShareOutcome;
    } catch (error) {
      // Closing the share sheet is the player's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') {
        return 'cancelled' satisfies ShareOutcome;
      }
    }
  }
  const copied = await copyText(data.url, target.clipboard ?? null);
  return (copied ? 'copied' : 'failed') satisfies ShareOutcome;
}
