import {
  BANNER_LINK_TYPES,
  type BannerLinkType,
  type TBannerListResponse,
  type TRollMessage,
  type TRollMsgResponse,
} from '@khel/contract';
import { phonePrefixOf } from '@khel/contract/phone';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { readSetting } from '../app-config';
import { toRupees } from '@khel/contract/money';
import { localized, type uiLanguage } from '../../lib/localize';
import { paiseOf } from '@khel/contract/money';

type Language = ReturnType<typeof uiLanguage>;

/**
 * Home banners shown now (enabled, inside their time window), in order, with the title (the
 * image's alt text) and artwork of the player's language (localize.ts).
 */
export async function listBanners(db: Db, language: Language): Promise<TBannerListResponse> {
  const rows = await queryRows<{
    id: number;
    title: string;
    image_url: string;
    link_type: string;
    link: string;
    translations: unknown;
  }>(
    db,
    sql`select id, title, image_url, link_type, link, translations from banners
        where enabled and (starts_at is null or starts_at <= now())
          and (ends_at is null or ends_at > now())
        order by sort_order, id`,
  );
  return {
    list: rows.map((r) => {
      const linkType = (BANNER_LINK_TYPES as readonly string[]).includes(r.link_type)
        ? (r.link_type as BannerLinkType)
        : 'none';
      const shown = localized({ title: r.title, imageUrl: r.image_url }, r.translations, language);
      return {
        id: Number(r.id),
        title: shown.title,
        imageUrl: shown.imageUrl,
        linkType,
        link: linkType === 'none' ? '' : r.link,
      };
    }),
  };
}

/** app_settings 'rollMessages': the smallest win shown (rupees), how far back, how many. */
export interface RollSettings {
  minWin: number;
  hours: number;
  limit: number;
}

export const ROLL_DEFAULTS: RollSettings = { minWin: 500, hours: 24, limit: 20 };

const number = (value: unknown, fallback: number, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
    ? value
    : fallback;

export function readRollSettings(value: unknown): RollSettings {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    minWin: number(v.minWin, ROLL_DEFAULTS.minWin, 0.01, 100_000_000),
    hours: number(v.hours, ROLL_DEFAULTS.hours, 1, 24 * 31),
    limit: Math.floor(number(v.limit, ROLL_DEFAULTS.limit, 1, 100)),
  };
}

/** Shows the first and last two characters only: '9812345621' → '98****21'. */
export function maskName(text: string): string {
  const chars = [...text.trim()];
  if (chars.length === 0) return '****';
  if (chars.length <= 2) return `${chars[0]}****`;
  if (chars.length <= 4) return `${chars[0]}****${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}

/** The national number of an E.164 phone ('+919812345621' → '9812345621'). */
const nationalNumber = (phone: string) => phone.slice((phonePrefixOf(phone) ?? '+').length);

/**
 * The Home marquee: operator announcements shown now (in the player's language), then real wins
 * of at least `minWin` settled in the last `hours`, newest first, with masked names. Nothing is
 * made up.
 */
export async function rollMessages(db: Db, language: Language): Promise<TRollMsgResponse> {
  const settings = readRollSettings(await readSetting(db, 'rollMessages'));
  const notices = await queryRows<{ id: number; text: string; translations: unknown }>(
    db,
    sql`select id, text, translations from announcements
        where enabled and (starts_at is null or starts_at <= now())
          and (ends_at is null or ends_at > now())
        order by sort_order, id`,
  );
  const wins = await queryRows<{
    id: string;
    phone: string | null;
    nickname: string;
    game: string | null;
    game_code: string | null;
    win_paise: string;
  }>(
    db,
    sql`select r.id::text as id, pl.phone, pl.nickname, g.name as game, r.game_code,
               r.win_paise::text as win_paise
        from game_rounds r
        join players pl on pl.id = r.player_id
        left join games g on g.provider_code = r.provider_code and g.game_code = r.game_code
        where r.status = 'settled'
          and r.win_paise >= ${paiseOf(settings.minWin)}
          and r.settled_at >= now() - make_interval(mins => ${Math.round(settings.hours * 60)})
        order by r.settled_at desc, r.id desc
        limit ${settings.limit}`,
  );
  const list: TRollMessage[] = [
    ...notices.map((n) => ({
      id: `n${n.id}`,
      kind: 'notice' as const,
      text: localized({ text: n.text }, n.translations, language).text,
    })),
    ...wins.map((w) => ({
      id: `w${w.id}`,
      kind: 'win' as const,
      name: maskName(w.phone ? nationalNumber(w.phone) : w.nickname),
      game: w.game ?? w.game_code ?? '',
      amount: toRupees(BigInt(w.win_paise)),
    })),
  ];
  return { list };
}
