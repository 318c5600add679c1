import { SELF_UTR_RULES, selfUtrBonusPercent } from '@khel/contract/wallet-rules';

/** The hours of waiting after which the self-service bonus reaches its cap (180). */
export const SELF_UTR_CAP_HOURS =
  (SELF_UTR_RULES.maxPercent / SELF_UTR_RULES.stepPercent) * SELF_UTR_RULES.stepHours;

export interface SelfUtrBonusRow {
  hours: number;
  percent: number;
}

/**
 * The illustrative rows of the rule (the contract's selfUtrBonusPercent, the one the server pays
 * by): the first day in 6-hour steps, then a few days, up to the cap.
 */
export function selfUtrBonusTable(
  hours: readonly number[] = [6, 12, 18, 24, 48, 96, SELF_UTR_CAP_HOURS],
): SelfUtrBonusRow[] {
  return hours.map((h) => ({ hours: h, percent: selfUtrBonusPercent(h) }));
}
