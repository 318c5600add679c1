import { phrase } from '@khel/contract/messages';
import { randomBytes } from 'node:crypto';
import {
  FEEDBACK_DAILY_LIMIT,
  ZFeedbackFields,
  type TFeedback,
  type TFeedbackListResponse,
} from '@khel/contract';
import { localDay, offsetMinutes } from '@khel/contract/dates';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { sniffImageType } from '../../lib/image-type';
import { sha256 } from '../../lib/tokens';
import { invalidInput } from '../../plugins/api';
import { readTimezone } from '../app-config';
import {
  attachScreenshot,
  findFeedback,
  insertFeedback,
  listFeedback,
  sentOn,
  takeDailySend,
  type FeedbackRow,
} from './store';

export interface FeedbackDeps {
  db: Db;
  now: () => Date;
}

export const DAILY_LIMIT_MESSAGE = phrase(
  'You can send at most {max} feedback messages a day. Please try again tomorrow',
  { max: FEEDBACK_DAILY_LIMIT },
);
export const NOT_AN_IMAGE = 'Screenshots must be JPEG, PNG, GIF or WebP images';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export const present = (row: FeedbackRow): TFeedback => ({
  id: row.id,
  category: row.category as TFeedback['category'],
  content: row.content,
  mobile: row.mobile,
  email: row.email,
  screenshots: row.screenshots,
  status: row.status,
  reply: row.reply,
  repliedAt: iso(row.replied_at),
  createdAt: iso(row.created_at)!,
});

async function today(deps: FeedbackDeps) {
  return localDay(offsetMinutes(await readTimezone(deps.db)), deps.now());
}

/**
 * Stores one feedback with its screenshots (checked by content, never by name) in one
 * transaction that also takes one of the player's sends of the day, so the daily limit holds
 * however many arrive at once.
 */
export async function submitFeedback(
  deps: FeedbackDeps,
  playerId: number,
  fields: Record<string, unknown>,
  files: Buffer[],
) {
  const parsed = ZFeedbackFields.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error);
  const screenshots = files.map((bytes) => {
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new AppError('badRequest', NOT_AN_IMAGE);
    return { bytes, contentType };
  });
  const day = await today(deps);
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    if (!(await takeDailySend(tx, playerId, day, FEEDBACK_DAILY_LIMIT))) {
      throw new AppError('tooManyRequests', DAILY_LIMIT_MESSAGE);
    }
    const feedbackId = await insertFeedback(tx, { playerId, ...parsed.data }, now);
    for (const [position, shot] of screenshots.entries()) {
      await attachScreenshot(tx, feedbackId, position, {
        ...shot,
        publicId: randomBytes(16).toString('base64url'),
        playerId,
        sha256: sha256(shot.bytes),
      });
    }
    return feedbackId;
  });
  return present((await findFeedback(deps.db, id))!);
}

export async function listPlayerFeedback(
  deps: FeedbackDeps,
  playerId: number,
  input: { cursor?: string | null | undefined; pageSize: number },
): Promise<TFeedbackListResponse> {
  const before = input.cursor ? BigInt(input.cursor) : null;
  const rows = await listFeedback(deps.db, { playerId }, { before, size: input.pageSize });
  const page = rows.slice(0, input.pageSize);
  return {
    list: page.map(present),
    nextCursor: rows.length > input.pageSize ? page[page.length - 1]!.id : null,
    sentToday: await sentOn(deps.db, playerId, await today(deps)),
    dailyLimit: FEEDBACK_DAILY_LIMIT,
  };
}
