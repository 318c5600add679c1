import {
  mailConfirmEndpoint,
  mailDeleteEndpoint,
  mailDeleteReadEndpoint,
  mailListEndpoint,
  mailUnreadCountEndpoint,
} from '@khel/contract/endpoints';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { isLoggedIn, useSession } from '../../stores/session';

/** Messages per page of the inbox. */
export const MAIL_PAGE_SIZE = 20;

export const mailKeys = {
  all: ['mail'] as const,
  list: (language: string) => [...mailKeys.all, 'list', language] as const,
  unread: () => [...mailKeys.all, 'unread'] as const,
};

/**
 * The inbox, newest first, a page at a time. The server renders each message in the request's
 * language (docs/architecture.md, inbox), so the list is kept per language.
 */
export function useInbox(language: string) {
  return useInfiniteQuery({
    queryKey: mailKeys.list(language),
    queryFn: ({ pageParam, signal }) =>
      call(
        mailListEndpoint,
        { pageSize: MAIL_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Events write mail at any time: opening the inbox asks again.
    refetchOnMount: 'always',
  });
}

/** How many messages are unread, for the inbox buttons; nothing while logged out. */
export function useUnreadMail() {
  const loggedIn = useSession(isLoggedIn);
  const query = useQuery({
    queryKey: mailKeys.unread(),
    queryFn: ({ signal }) => call(mailUnreadCountEndpoint, {}, { signal, silent: true }),
    enabled: loggedIn,
    refetchInterval: 60_000,
  });
  return loggedIn ? (query.data?.unreadCount ?? 0) : 0;
}

export const deleteMails = (ids: string[]) => call(mailDeleteEndpoint, { ids });

export const deleteReadMails = () => call(mailDeleteReadEndpoint, {});

/** Marks a message as read once the player has confirmed it. */
export const confirmMail = (id: string) => call(mailConfirmEndpoint, { id });
