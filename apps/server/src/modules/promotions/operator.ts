import { CAMPAIGN_KINDS, UI_LANGUAGES, text } from '@khel/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { describeIssue } from '../../plugins/api';
import { CAMPAIGN_PARAMS, listCampaigns, readCampaign, type Campaign } from './campaigns';

/**
 * The operator's campaign editing (README.md "Operator API"): a whole campaign is validated
 * (its kind's parameters included) before it is written; an update is the stored campaign with
 * the given fields replaced, validated the same way.
 */

const byLanguage = (max: number) =>
  z
    .object(
      Object.fromEntries(UI_LANGUAGES.map((l) => [l, text().trim().max(max).optional()])) as Record<
        (typeof UI_LANGUAGES)[number],
        z.ZodOptional<ReturnType<typeof text>>
      >,
    )
    .strict()
    .refine((v) => (v.en ?? '') !== '', 'needs its English text (en)');

const instant = z.iso.datetime({ offset: true }).nullable();

const ZCampaignInput = z
  .object({
    kind: z.enum(CAMPAIGN_KINDS),
    title: byLanguage(80),
    rules: byLanguage(4000),
    bannerUrl: text()
      .trim()
      .max(500)
      .regex(/^(https:\/\/|\/)[^\s]*$/, 'must be an https URL or a path')
      .nullable()
      .default(null),
    startsAt: instant.default(null),
    endsAt: instant.default(null),
    enabled: z.boolean().default(true),
    params: z.unknown(),
    wagerMultiple: z.number().min(0).max(100).nullable().default(null),
    sortOrder: z.number().int().min(-1000).max(1000).default(0),
  })
  .strict()
  .superRefine((input, ctx) => {
    const params = CAMPAIGN_PARAMS[input.kind].safeParse(input.params ?? {});
    if (!params.success) {
      for (const issue of params.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['params', ...issue.path] });
      }
    }
    if (input.startsAt && input.endsAt && Date.parse(input.startsAt) >= Date.parse(input.endsAt)) {
      ctx.addIssue({ code: 'custom', message: 'must be after startsAt', path: ['endsAt'] });
    }
  });

type CampaignInput = z.output<typeof ZCampaignInput>;

function parse(body: unknown): CampaignInput {
  const parsed = ZCampaignInput.safeParse(body);
  if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
  return parsed.data;
}

const hundredths = (multiple: number | null) =>
  multiple === null ? null : Math.round(multiple * 100);
const json = (value: unknown) => JSON.stringify(value);

/** The operator's view: everything stored, times as ISO. */
function toOperator(c: Campaign) {
  return {
    ...c,
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: c.endsAt?.toISOString() ?? null,
  };
}

export async function operatorListCampaigns(db: Db) {
  return { list: (await listCampaigns(db)).map(toOperator) };
}

export async function createCampaign(db: Db, body: unknown) {
  const input = parse(body);
  const params = CAMPAIGN_PARAMS[input.kind].parse(input.params ?? {});
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into campaigns (kind, title, rules, banner_url, starts_at, ends_at, enabled, params,
          wager_multiple_hundredths, sort_order)
        values (${input.kind}, ${json(input.title)}::jsonb, ${json(input.rules)}::jsonb,
          ${input.bannerUrl}, ${input.startsAt}::timestamptz, ${input.endsAt}::timestamptz,
          ${input.enabled}, ${json(params)}::jsonb, ${hundredths(input.wagerMultiple)},
          ${input.sortOrder})
        returning id::text as id`,
  );
  return toOperator((await readCampaign(db, row!.id))!);
}

export async function updateCampaign(db: Db, id: string, body: unknown) {
  if (!/^\d{1,18}$/.test(id)) throw new AppError('notFound', 'No such campaign');
  const stored = await readCampaign(db, id);
  if (!stored) throw new AppError('notFound', 'No such campaign');
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('badRequest', 'Send the fields to change as a JSON object');
  }
  const input = parse({
    kind: stored.kind,
    title: stored.title,
    rules: stored.rules,
    bannerUrl: stored.bannerUrl,
    startsAt: stored.startsAt?.toISOString() ?? null,
    endsAt: stored.endsAt?.toISOString() ?? null,
    enabled: stored.enabled,
    params: stored.params,
    wagerMultiple: stored.wagerMultiple,
    sortOrder: stored.sortOrder,
    ...body,
  });
  const params = CAMPAIGN_PARAMS[input.kind].parse(input.params ?? {});
  await db.execute(
    sql`update campaigns set kind = ${input.kind}, title = ${json(input.title)}::jsonb,
          rules = ${json(input.rules)}::jsonb, banner_url = ${input.bannerUrl},
          starts_at = ${input.startsAt}::timestamptz, ends_at = ${input.endsAt}::timestamptz,
          enabled = ${input.enabled}, params = ${json(params)}::jsonb,
          wager_multiple_hundredths = ${hundredths(input.wagerMultiple)},
          sort_order = ${input.sortOrder}, demo = false, updated_at = now()
        where id = ${id}::bigint`,
  );
  return toOperator((await readCampaign(db, id))!);
}
