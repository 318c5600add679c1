import type { TAdminCampaign, TCampaignInput } from '@khel/contract/admin-promotions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { insertPlayer } from '../../src/modules/accounts/store';
import { authBody, newIndianPhone, type Session } from './accounts';
import { postApi, type Envelope } from './app';
import { loginAs } from './games';
import { Operator, signedInOwner, type AdminAnswer } from './operators';

/**
 * An operator's API key (automation, modules/operators README.md "API keys") as an `Operator`:
 * calls carry `Authorization: Bearer <key>` and no cookie. Unlike a session it does not lapse,
 * so tests that move their clock by days can keep calling the back office.
 */
export class KeyOperator extends Operator {
  constructor(
    app: FastifyInstance,
    readonly key: string,
  ) {
    super(app, 'api-key');
  }

  override call(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return super.call(path, body, { authorization: `Bearer ${this.key}`, ...headers });
  }

  /** The same key, calling another instance. */
  on(app: FastifyInstance) {
    return new KeyOperator(app, this.key);
  }
}

/**
 * The first owner of a fresh database (signed in at `at`, the app's clock) and an API key of
 * theirs with `promotions.write`.
 */
export async function promotionsKey(app: FastifyInstance, db: Db, at: Date) {
  const owner = await signedInOwner(app, db, at);
  const created = await owner.call('/admin/apiKeys/create', {
    name: 'promotions tests',
    scopes: ['promotions.write'],
  });
  expect(created.state, created.msg).toBe('200');
  return { owner, key: new KeyOperator(app, created.resultData.key as string) };
}

/** The answer's data, failing the test with the message when it is not a success. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes
export function ok<T = any>(answer: AdminAnswer): T {
  expect(answer.state, answer.msg).toBe('200');
  return answer.resultData as T;
}

/** The first campaign of `kind` (the Promo tab's order). */
export async function campaignOf(operator: Operator, kind: string): Promise<TAdminCampaign> {
  const page = ok<{ list: TAdminCampaign[] }>(
    await operator.call('/admin/promotions/campaigns/list', { kind, pageSize: 1 }),
  );
  expect(page.list, `a ${kind} campaign`).toHaveLength(1);
  return page.list[0]!;
}

/** A stored campaign as the editor sends it back, with `changes`. */
export const campaignInput = (
  c: TAdminCampaign,
  changes: Partial<TCampaignInput> = {},
): TCampaignInput => ({
  kind: c.kind,
  title: c.title,
  rules: c.rules,
  bannerUrl: c.bannerUrl,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  enabled: c.enabled,
  params: c.params,
  wagerMultiple: c.wagerMultiple,
  sortOrder: c.sortOrder,
  ...changes,
});

/** Replaces the first campaign of `kind` with `changes` applied; answers the call. */
export async function changeCampaign(
  operator: Operator,
  kind: string,
  changes: Partial<TCampaignInput>,
) {
  const c = await campaignOf(operator, kind);
  return operator.call('/admin/promotions/campaigns/update', {
    id: c.id,
    campaign: campaignInput(c, changes),
  });
}

/** A player with a bound phone (promotions refuse guests) and a session. */
export async function phonePlayer(db: Db) {
  const row = await insertPlayer(
    db,
    { phone: newIndianPhone(), isGuest: false },
    (id) => `Promo${id}`,
  );
  return { id: row.id, session: await loginAs(db, row.id) };
}

/** A player's call of the player API, answered as the envelope. */
export async function playerCall(
  app: FastifyInstance,
  path: string,
  player: { session: Session },
  body: Record<string, unknown> = {},
) {
  return (await postApi(app, path, authBody(player.session, body))).body as Envelope & {
    resultData?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes
  };
}

/** The audit rows of one target, oldest first. */
export const auditOf = (db: Db, targetType: string, targetId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown; api_key_id: string | null }>(
    db,
    sql`select action, before, after, api_key_id::text from audit_log
        where target_type = ${targetType} and target_id = ${targetId} order by id`,
  );
