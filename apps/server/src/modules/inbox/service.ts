import type { TMailListResponse, TMailMessage } from '@khel/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uiLanguage } from '../../lib/localize';
import {
  countUnread,
  deleteReadMail,
  insertMailsFrom,
  listMail,
  markMail,
  type MailRow,
} from './store';
import { renderMail, type MailParams, type MailTemplate } from './templates';

export interface InboxDeps {
  db: Db;
  now: () => Date;
}

/**
 * Writes one message to one player, inside the caller's transaction (the event's own), so the
 * message exists exactly when the event does.
 */
export function sendMail<T extends Exclude<MailTemplate, 'broadcast'>>(
  tx: Db,
  playerId: number,
  template: T,
  params: MailParams[T],
  at: Date | null = null,
) {
  return insertMailsFrom(
    tx,
    template,
    sql`select ${playerId}::bigint as player_id, ${JSON.stringify(params)}::jsonb as params`,
    at,
  );
}

/** sendMail to many players in one statement (one message each; a batch of deposit credits). */
export function sendMails<T extends Exclude<MailTemplate, 'broadcast'>>(
  tx: Db,
  template: T,
  mails: { playerId: number; params: MailParams[T] }[],
  at: Date | null = null,
) {
  if (mails.length === 0) return Promise.resolve();
  return insertMailsFrom(
    tx,
    template,
    sql`select m.player_id, m.params
        from jsonb_to_recordset(${JSON.stringify(
          mails.map((m) => ({ player_id: m.playerId, params: m.params })),
        )}::jsonb) as m(player_id bigint, params jsonb)`,
    at,
  );
}

/**
 * Writes one message per row of `select` (columns player_id and params as jsonb): for events
 * that happen to many players in one statement (a relegation run, rewards opening).
 */
export function sendMailsFrom(
  tx: Db,
  template: Exclude<MailTemplate, 'broadcast'>,
  select: SQL,
  at: Date | null = null,
) {
  return insertMailsFrom(tx, template, select, at);
}

const present = (row: MailRow, language: ReturnType<typeof uiLanguage>): TMailMessage => ({
  id: row.id,
  template: row.template,
  params: row.params,
  ...renderMail(row.template, row.params, language),
  sentAt: new Date(row.created_at).toISOString(),
  read: row.read,
  broadcast: row.player_id === null,
});

export async function listInbox(
  deps: InboxDeps,
  playerId: number,
  input: {
    cursor?: string | null | undefined;
    pageSize: number;
    language?: string | null | undefined;
  },
): Promise<TMailListResponse> {
  const before = input.cursor ? BigInt(input.cursor) : null;
  const rows = await listMail(deps.db, playerId, { before, size: input.pageSize });
  const page = rows.slice(0, input.pageSize);
  const language = uiLanguage(input.language);
  return {
    list: page.map((row) => present(row, language)),
    nextCursor: rows.length > input.pageSize ? page[page.length - 1]!.id : null,
    unreadCount: await countUnread(deps.db, playerId),
  };
}

export const unreadCount = async (deps: InboxDeps, playerId: number) => ({
  unreadCount: await countUnread(deps.db, playerId),
});

async function changed(deps: InboxDeps, playerId: number, count: number) {
  return { changed: count, unreadCount: await countUnread(deps.db, playerId) };
}

export async function readMail(deps: InboxDeps, playerId: number, id: string) {
  return changed(
    deps,
    playerId,
    await markMail(deps.db, playerId, [BigInt(id)], 'read', deps.now()),
  );
}

export async function deleteMail(deps: InboxDeps, playerId: number, ids: string[]) {
  const unique = [...new Set(ids)].map((id) => BigInt(id));
  return changed(deps, playerId, await markMail(deps.db, playerId, unique, 'deleted', deps.now()));
}

export async function deleteAllRead(deps: InboxDeps, playerId: number) {
  return changed(deps, playerId, await deleteReadMail(deps.db, playerId, deps.now()));
}
