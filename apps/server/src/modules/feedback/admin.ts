import type { TAdminFeedback, TAdminFeedbackRow } from '@khel/contract/admin-content';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { sendMail } from '../inbox';
import type { AuditEntry } from '../operators';
import { present } from './service';
import { findFeedback, markReplied, screenshotsOf, type FeedbackRow } from './store';

/** The back office's feedback inbox (README.md "Back office"). */

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

const row = (r: FeedbackRow): TAdminFeedbackRow => {
  const p = present(r);
  return {
    id: p.id,
    playerId: r.player_id,
    category: p.category,
    content: p.content,
    status: p.status,
    screenshots: p.screenshots,
    createdAt: p.createdAt,
    repliedAt: iso(r.replied_at),
  };
};

const SORTS = { createdAt: 'created_at', repliedAt: 'replied_at' } as const;

export async function listFeedbackInbox(
  db: Db,
  input: {
    page: number;
    pageSize: number;
    sortBy?: keyof typeof SORTS | undefined;
    sortDesc: boolean;
    status?: string | undefined;
    category?: string | undefined;
    playerId?: string | undefined;
  },
) {
  const base = sql`select f.id, f.player_id::text as player_id, f.category, f.content, f.mobile,
      f.email, f.status, f.reply, f.replied_at, f.created_at,
      (select count(*)::int from feedback_files ff where ff.feedback_id = f.id) as screenshots
    from feedback f where true
    ${input.status ? sql`and f.status = ${input.status}` : sql``}
    ${input.category ? sql`and f.category = ${input.category}` : sql``}
    ${input.playerId ? sql`and f.player_id = ${BigInt(input.playerId)}` : sql``}`;
  const { rows, total } = await pageRows<FeedbackRow & { id: string | number }>(
    db,
    base,
    orderOf(SORTS, input.sortBy, input.sortDesc, 'createdAt'),
    input,
  );
  return { list: rows.map((r) => row({ ...r, id: String(r.id) })), total };
}

export async function feedbackDetail(db: Db, id: string): Promise<TAdminFeedback> {
  const found = await findFeedback(db, id);
  if (!found) throw new AppError('notFound', 'No such feedback');
  const [by] = await queryRows<{ email: string | null }>(
    db,
    sql`select o.email from feedback f left join operators o on o.id = f.replied_by
        where f.id = ${BigInt(id)}`,
  );
  const shots = await screenshotsOf(db, id);
  return {
    ...row(found),
    mobile: found.mobile,
    email: found.email,
    reply: found.reply,
    repliedBy: by?.email ?? null,
    screenshotIds: shots.map((s) => s.public_id),
  };
}

export async function feedbackScreenshot(db: Db, publicId: string) {
  const [file] = await queryRows<{ content_type: string; bytes: Buffer | Uint8Array }>(
    db,
    sql`select content_type, bytes from stored_files where public_id = ${publicId} and kind = 'feedback'`,
  );
  if (!file) throw new AppError('notFound', 'No such screenshot');
  return { contentType: file.content_type, dataBase64: Buffer.from(file.bytes).toString('base64') };
}

/**
 * Replies once, in the caller's transaction: open → replied by one conditional update (of two
 * replies at once, one wins and the other is told it came too late), the reply written to the
 * player's inbox, and the audit entry recorded.
 */
export async function replyInTransaction(
  tx: Db,
  input: { id: string; reply: string; operatorId: string | null; at: Date },
  audit: (entry: AuditEntry) => void,
) {
  const replied = await markReplied(tx, input.id, input.reply, input.at, input.operatorId);
  if (!replied) {
    const found = await findFeedback(tx, input.id);
    if (!found) throw new AppError('notFound', 'No such feedback');
    throw new AppError('conflict', 'This feedback has been replied to already');
  }
  await sendMail(
    tx,
    Number(replied.player_id),
    'feedback.replied',
    { feedbackId: replied.id, reply: input.reply },
    input.at,
  );
  audit({
    action: 'feedback.reply',
    targetType: 'feedback',
    targetId: input.id,
    before: { status: 'open' },
    after: { status: 'replied', reply: input.reply },
  });
}
