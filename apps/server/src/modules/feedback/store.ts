import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface FeedbackRow {
  id: string;
  player_id: string;
  category: string;
  content: string;
  mobile: string;
  email: string;
  status: 'open' | 'replied';
  reply: string | null;
  replied_at: Date | string | null;
  created_at: Date | string;
  screenshots: number;
}

const COLUMNS = sql`f.id::text as id, f.player_id::text as player_id, f.category, f.content,
  f.mobile, f.email, f.status, f.reply, f.replied_at, f.created_at,
  (select count(*)::int from feedback_files ff where ff.feedback_id = f.id) as screenshots`;

/**
 * Takes one of the player's feedback sends of `day`, in the caller's transaction: one
 * conditional upsert, so of concurrent sends only `limit` a day get a row back.
 */
export async function takeDailySend(tx: Db, playerId: number, day: string, limit: number) {
  const rows = await queryRows<{ sent: number }>(
    tx,
    sql`insert into feedback_daily_counts as c (player_id, day, sent) values (${playerId}, ${day}, 1)
        on conflict (player_id, day) do update set sent = c.sent + 1 where c.sent < ${limit}
        returning c.sent`,
  );
  return rows.length > 0;
}

export async function sentOn(db: Db, playerId: number, day: string) {
  const [row] = await queryRows<{ sent: number }>(
    db,
    sql`select sent from feedback_daily_counts where player_id = ${playerId} and day = ${day}`,
  );
  return row?.sent ?? 0;
}

export async function insertFeedback(
  tx: Db,
  values: { playerId: number; category: string; content: string; mobile: string; email: string },
  now: Date,
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into feedback (player_id, category, content, mobile, email, created_at)
        values (${values.playerId}, ${values.category}, ${values.content}, ${values.mobile},
          ${values.email}, ${at(now)})
        returning id::text as id`,
  );
  return row!.id;
}

export async function attachScreenshot(
  tx: Db,
  feedbackId: string,
  position: number,
  file: { publicId: string; playerId: number; contentType: string; bytes: Buffer; sha256: string },
) {
  await tx.execute(
    sql`with f as (
          insert into stored_files (public_id, owner_player_id, kind, content_type, size, sha256, bytes)
          values (${file.publicId}, ${file.playerId}, 'feedback', ${file.contentType},
            ${file.bytes.length}, ${file.sha256}, ${file.bytes})
          returning id)
        insert into feedback_files (feedback_id, position, file_id)
        select ${BigInt(feedbackId)}, ${position}, id from f`,
  );
}

export async function findFeedback(db: Db, id: string) {
  const [row] = await queryRows<FeedbackRow>(
    db,
    sql`select ${COLUMNS} from feedback f where f.id = ${BigInt(id)}`,
  );
  return row;
}

export async function listFeedback(
  db: Db,
  where: { playerId?: number; status?: string },
  page: { before: bigint | null; size: number },
) {
  return queryRows<FeedbackRow>(
    db,
    sql`select ${COLUMNS} from feedback f
        where true
          ${where.playerId === undefined ? sql`` : sql`and f.player_id = ${where.playerId}`}
          ${where.status === undefined ? sql`` : sql`and f.status = ${where.status}`}
          ${page.before === null ? sql`` : sql`and f.id < ${page.before}`}
        order by f.id desc limit ${page.size + 1}`,
  );
}

/** open → replied, once: answers the row when this call replied. */
export async function markReplied(
  tx: Db,
  id: string,
  reply: string,
  now: Date,
  operatorId: string | null,
) {
  const [row] = await queryRows<{ id: string; player_id: string }>(
    tx,
    sql`update feedback set status = 'replied', reply = ${reply}, replied_at = ${at(now)},
          replied_by = ${operatorId}
        where id = ${BigInt(id)} and status = 'open'
        returning id::text as id, player_id::text as player_id`,
  );
  return row;
}

export async function screenshotsOf(db: Db, feedbackId: string) {
  return queryRows<{ public_id: string; content_type: string; size: number }>(
    db,
    sql`select s.public_id, s.content_type, s.size from feedback_files ff
        join stored_files s on s.id = ff.file_id
        where ff.feedback_id = ${BigInt(feedbackId)} order by ff.position`,
  );
}

export async function readScreenshot(db: Db, publicId: string) {
  const [row] = await queryRows<{ content_type: string; bytes: Buffer }>(
    db,
    sql`select content_type, bytes from stored_files where public_id = ${publicId} and kind = 'feedback'`,
  );
  return row;
}
