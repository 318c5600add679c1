import { randomBytes } from 'node:crypto';
import type {
  TAdminAnnouncement,
  TAdminBanner,
  ZAnnouncementFields,
  ZBannerFields,
} from '@khel/contract/admin-content';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { sniffImageType } from '../../lib/image-type';
import { sha256 } from '../../lib/tokens';

/** Banners and announcements as the back office edits them (README.md "Back office"). */

type Translations = Record<string, Record<string, string>>;

/** Blank translated fields are dropped: they fall back to English anyway. */
export function cleanTranslations(translations: Record<string, Record<string, unknown>>) {
  const kept: Translations = {};
  for (const [language, fields] of Object.entries(translations)) {
    const filled = Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (filled.length > 0) kept[language] = Object.fromEntries(filled);
  }
  return kept;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const live = (now: Date) =>
  sql`(enabled and (starts_at is null or starts_at <= ${now.toISOString()}::timestamptz)
       and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)) as live`;

interface BannerRow {
  id: string | number;
  title: string;
  image_url: string;
  link_type: TAdminBanner['linkType'];
  link: string;
  sort_order: number;
  enabled: boolean;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  translations: Translations;
  live: boolean;
}

const presentBanner = (r: BannerRow): TAdminBanner => ({
  id: String(r.id),
  title: r.title,
  imageUrl: r.image_url,
  linkType: r.link_type,
  link: r.link,
  sortOrder: r.sort_order,
  enabled: r.enabled,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  translations: r.translations ?? {},
  live: r.live,
});

const bannerSelect = (now: Date) =>
  sql`select id, title, image_url, link_type, link, sort_order, enabled, starts_at, ends_at,
        translations, ${live(now)} from banners`;

const BANNER_SORTS = { sortOrder: 'sort_order', id: 'id', title: 'title' } as const;

export async function listBannersForAdmin(
  db: Db,
  now: Date,
  input: {
    page: number;
    pageSize: number;
    sortBy?: keyof typeof BANNER_SORTS | undefined;
    sortDesc: boolean;
    enabled?: boolean | undefined;
  },
) {
  const base = sql`${bannerSelect(now)}
    ${input.enabled === undefined ? sql`` : sql`where enabled = ${input.enabled}`}`;
  const { rows, total } = await pageRows<BannerRow>(
    db,
    base,
    orderOf(
      BANNER_SORTS,
      input.sortBy ?? 'sortOrder',
      input.sortBy ? input.sortDesc : false,
      'sortOrder',
    ),
    input,
  );
  return { list: rows.map(presentBanner), total };
}

export async function lockedBanner(tx: Db, id: string, now: Date) {
  const [row] = await queryRows<BannerRow>(
    tx,
    sql`${bannerSelect(now)} where id = ${Number(id)} for update`,
  );
  return row ? presentBanner(row) : null;
}

export async function writeBanner(
  tx: Db,
  id: string | undefined,
  fields: z.output<typeof ZBannerFields>,
  now: Date,
) {
  const values = {
    translations: JSON.stringify(cleanTranslations(fields.translations)),
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
  };
  const [row] = await queryRows<{ id: string | number }>(
    tx,
    id === undefined
      ? sql`insert into banners (title, image_url, link_type, link, sort_order, enabled, starts_at,
              ends_at, translations)
            values (${fields.title}, ${fields.imageUrl}, ${fields.linkType}, ${fields.link},
              ${fields.sortOrder}, ${fields.enabled}, ${values.startsAt}::timestamptz,
              ${values.endsAt}::timestamptz, ${values.translations}::jsonb)
            returning id`
      : sql`update banners set title = ${fields.title}, image_url = ${fields.imageUrl},
              link_type = ${fields.linkType}, link = ${fields.link}, sort_order = ${fields.sortOrder},
              enabled = ${fields.enabled}, starts_at = ${values.startsAt}::timestamptz,
              ends_at = ${values.endsAt}::timestamptz, translations = ${values.translations}::jsonb
            where id = ${Number(id)} returning id`,
  );
  return (await lockedBanner(tx, String(row!.id), now))!;
}

interface AnnouncementRow {
  id: string | number;
  text: string;
  sort_order: number;
  enabled: boolean;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  translations: Translations;
  live: boolean;
}

const presentAnnouncement = (r: AnnouncementRow): TAdminAnnouncement => ({
  id: String(r.id),
  text: r.text,
  sortOrder: r.sort_order,
  enabled: r.enabled,
  startsAt: iso(r.starts_at),
  endsAt: iso(r.ends_at),
  translations: r.translations ?? {},
  live: r.live,
});

const announcementSelect = (now: Date) =>
  sql`select id, text, sort_order, enabled, starts_at, ends_at, translations, ${live(now)}
      from announcements`;

const ANNOUNCEMENT_SORTS = { sortOrder: 'sort_order', id: 'id' } as const;

export async function listAnnouncementsForAdmin(
  db: Db,
  now: Date,
  input: {
    page: number;
    pageSize: number;
    sortBy?: keyof typeof ANNOUNCEMENT_SORTS | undefined;
    sortDesc: boolean;
    enabled?: boolean | undefined;
  },
) {
  const base = sql`${announcementSelect(now)}
    ${input.enabled === undefined ? sql`` : sql`where enabled = ${input.enabled}`}`;
  const { rows, total } = await pageRows<AnnouncementRow>(
    db,
    base,
    orderOf(
      ANNOUNCEMENT_SORTS,
      input.sortBy ?? 'sortOrder',
      input.sortBy ? input.sortDesc : false,
      'sortOrder',
    ),
    input,
  );
  return { list: rows.map(presentAnnouncement), total };
}

export async function lockedAnnouncement(tx: Db, id: string, now: Date) {
  const [row] = await queryRows<AnnouncementRow>(
    tx,
    sql`${announcementSelect(now)} where id = ${Number(id)} for update`,
  );
  return row ? presentAnnouncement(row) : null;
}

export async function writeAnnouncement(
  tx: Db,
  id: string | undefined,
  fields: z.output<typeof ZAnnouncementFields>,
  now: Date,
) {
  const translations = JSON.stringify(cleanTranslations(fields.translations));
  const [row] = await queryRows<{ id: string | number }>(
    tx,
    id === undefined
      ? sql`insert into announcements (text, sort_order, enabled, starts_at, ends_at, translations)
            values (${fields.text}, ${fields.sortOrder}, ${fields.enabled},
              ${fields.startsAt}::timestamptz, ${fields.endsAt}::timestamptz, ${translations}::jsonb)
            returning id`
      : sql`update announcements set text = ${fields.text}, sort_order = ${fields.sortOrder},
              enabled = ${fields.enabled}, starts_at = ${fields.startsAt}::timestamptz,
              ends_at = ${fields.endsAt}::timestamptz, translations = ${translations}::jsonb
            where id = ${Number(id)} returning id`,
  );
  return (await lockedAnnouncement(tx, String(row!.id), now))!;
}

/** Public ids of stored files (avatars' rule). */
const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

export const bannerImageUrl = (apiBase: string, publicId: string) =>
  `${apiBase}/banner-images/${publicId}`;

/**
 * Stores banner artwork: the type read from its bytes (never the name), at most `maxBytes`.
 * Answers the stored file's public id.
 */
export async function storeBannerImage(
  tx: Db,
  dataBase64: string,
  maxBytes: number,
): Promise<{ publicId: string; contentType: string; size: number; sha256: string }> {
  const bytes = Buffer.from(dataBase64, 'base64');
  if (bytes.length === 0) throw new AppError('badRequest', 'Choose an image');
  if (bytes.length > maxBytes) throw new AppError('badRequest', 'The image must be at most 1 MB');
  const contentType = sniffImageType(bytes);
  if (!contentType)
    throw new AppError('badRequest', 'Banners must be JPEG, PNG, GIF or WebP images');
  const publicId = randomBytes(16).toString('base64url');
  const digest = sha256(bytes);
  await tx.execute(
    sql`insert into stored_files (public_id, owner_player_id, kind, content_type, size, sha256, bytes)
        values (${publicId}, null, 'banner', ${contentType}, ${bytes.length}, ${digest}, ${bytes})`,
  );
  return { publicId, contentType, size: bytes.length, sha256: digest };
}

/** Banner artwork by its public id (served to everyone: it is on the Home page). */
export async function readBannerImage(db: Db, publicId: string) {
  if (!PUBLIC_ID.test(publicId)) return undefined;
  const [row] = await queryRows<{ content_type: string; bytes: Buffer | Uint8Array }>(
    db,
    sql`select content_type, bytes from stored_files where public_id = ${publicId} and kind = 'banner'`,
  );
  return row;
}
