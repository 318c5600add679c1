/** Self-service UTR compensation (SPEC.md §9): 1% of the deposit per full 6 hours, up to 30%. */
export const SELF_UTR_STEP_HOURS = 6;
export const SELF_UTR_STEP_PERCENT = 1;
export const SELF_UTR_MAX_PERCENT = 30;
/** Self-service UTR orders are handled within this window. */
export const SELF_UTR_HANDLED_HOURS = { min: 2, max: 24 } as const;

/** The bonus percent owed after waiting `hours`; only full 6-hour periods count. */
export function selfUtrBonusPercent(hours: number): number {
  if (!Number.isFinite(hours) || hours <= 0) return 0;
  const periods = Math.floor(hours / SELF_UTR_STEP_HOURS);
  return Math.min(periods * SELF_UTR_STEP_PERCENT, SELF_UTR_MAX_PERCENT);
}

/** The hours of waiting after which the bonus reaches its cap (180). */
export const SELF_UTR_CAP_HOURS =
  (SELF_UTR_MAX_PERCENT / SELF_UTR_STEP_PERCENT) * SELF_UTR_STEP_HOURS;

export interface SelfUtrBonusRow {
  hours: number;
  percent: number;
}

/** The illustrative rows of the rule: the first day in 6-hour steps, then a few days to the cap. */
export function selfUtrBonusTable(
  hours: readonly number[] = [6, 12, 18, 24, 48, 96, SELF_UTR_CAP_HOURS],
): SelfUtrBonusRow[] {
  return hours.map((h) => ({ hours: h, percent: selfUtrBonusPercent(h) }));
}
