import {
  mailConfirmEndpoint,
  mailDeleteEndpoint,
  mailDeleteReadEndpoint,
  mailListEndpoint,
} from '@khel/contract/endpoints';
import { useInfiniteQuery } from '../../api/query';
import { call } from '../../lib/http';
import { mailKeys } from './unread';

export { mailKeys };

/** Messages per page of the inbox. */
export const MAIL_PAGE_SIZE = 20;

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

export const deleteMails = (ids: string[]) => call(mailDeleteEndpoint, { ids });

export const deleteReadMails = () => call(mailDeleteReadEndpoint, {});

/** Marks a message as read once the player has confirmed it. */
export const confirmMail = (id: string) => call(mailConfirmEndpoint, { id });
