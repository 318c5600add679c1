import { mailUnreadCountEndpoint } from '@khel/contract/endpoints';
import { useCachedQuery } from '../../api/cachedQuery';
import { call } from '../../lib/http';
import { isLoggedIn, useSession } from '../../stores/session';

export const mailKeys = {
  all: ['mail'] as const,
  list: (language: string) => [...mailKeys.all, 'list', language] as const,
  unread: () => [...mailKeys.all, 'unread'] as const,
};

const fetchUnread = (signal: AbortSignal) =>
  call(mailUnreadCountEndpoint, {}, { signal, silent: true });

/**
 * How many messages are unread, for the inbox buttons; nothing while logged out. On the first
 * screen (Home's top bar): read through useCachedQuery, not TanStack's observer.
 */
export function useUnreadMail() {
  const loggedIn = useSession(isLoggedIn);
  const query = useCachedQuery(mailKeys.unread(), fetchUnread, {
    enabled: loggedIn,
    refetchInterval: 60_000,
  });
  return loggedIn ? (query.data?.unreadCount ?? 0) : 0;
}
