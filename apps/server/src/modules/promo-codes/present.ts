import type { PromoCodeScope, TPromoRedemption } from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import type { CodeRow, RedemptionRow } from './store';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
const rupeesOrNull = (paise: string | null) => (paise === null ? null : toRupees(paise));

/** The page a code belongs to: the Promo tab for platform codes, else its provider's page. */
export const scopeOf = (provider: string | null): PromoCodeScope =>
  provider === null ? 'promo' : (provider as PromoCodeScope);

/** The provider a scope stands for (null: platform promo codes). */
export const providerOf = (scope: PromoCodeScope) => (scope === 'promo' ? null : scope);

/** A redemption as the player sees it: a pending one whose code ended is 'lapsed'. */
export function presentRedemption(row: RedemptionRow, now: Date): TPromoRedemption {
  const ended = row.ends_at !== null && new Date(row.ends_at).getTime() <= now.getTime();
  return {
    code: row.code,
    scope: scopeOf(row.provider),
    kind: row.kind,
    status: row.status === 'pending_deposit' && ended ? 'lapsed' : row.status,
    amount: rupeesOrNull(row.reward_amount_paise),
    wagerRequired: rupeesOrNull(row.reward_wager_paise),
    percent: row.percent_bp === null ? null : row.percent_bp / 100,
    cap: rupeesOrNull(row.cap_paise),
    minDeposit: toRupees(row.min_deposit_paise),
    endsAt: iso(row.ends_at),
    redeemedAt: iso(row.redeemed_at)!,
    paidAt: iso(row.paid_at),
  };
}

/** A code as the operator sees it. */
export function presentCode(row: CodeRow) {
  return {
    id: row.id,
    code: row.code,
    scope: scopeOf(row.provider),
    kind: row.kind,
    amount: rupeesOrNull(row.amount_paise),
    percent: row.percent_bp === null ? null : row.percent_bp / 100,
    cap: rupeesOrNull(row.cap_paise),
    minDeposit: toRupees(row.min_deposit_paise),
    wagerMultiple:
      row.wager_multiple_hundredths === null ? null : row.wager_multiple_hundredths / 100,
    totalUses: row.total_uses,
    used: row.used,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    note: row.note,
    createdAt: iso(row.created_at),
  };
}
