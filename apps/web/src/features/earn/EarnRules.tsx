import { zoneLabel, offsetMinutes } from '@khel/contract/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { useMoneyText } from '../../ui/Money';
import { ErrorState, Skeleton } from '../../ui/States';
import { INVITEES_PER_REWARD, REWARD_PAYOUT_TIME, REWARD_PAYOUT_ZONE, TermsList } from '../promo';
import { TeamStatusLegend } from './TeamStatusLegend';
import { listOf } from './team';
import type { AgentInfo } from './types';

export interface EarnRulesProps {
  /** The server's rules; undefined for a visitor, who reads them without the operator's figures. */
  info: AgentInfo | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** How referral rewards work: the operator's conditions and reward, as the server sends them. */
export function EarnRules({ info, loading, error, onRetry }: EarnRulesProps) {
  const { t, i18n } = useTranslation('earn');
  const money = useMoneyText();
  if (error) return <ErrorState message={t('rules.loadFailed')} error={error} onRetry={onRetry} />;
  if (loading) return <Skeleton height="12rem" />;
  const rules = info?.rules;
  const payout = rules
    ? { time: rules.payoutTime, zone: zoneLabel(offsetMinutes(rules.timezone)) }
    : { time: REWARD_PAYOUT_TIME, zone: REWARD_PAYOUT_ZONE };
  const n = rules?.inviteesPerReward ?? INVITEES_PER_REWARD;
  const conditions = rules
    ? [
        rules.requirePhone ? t('rules.conditionPhone') : null,
        rules.minDeposit > 0
          ? t('rules.conditionDeposit', { amount: money(rules.minDeposit) })
          : null,
        rules.minValidBet > 0
          ? t('rules.conditionBet', { amount: money(rules.minValidBet) })
          : null,
      ].filter((c): c is string => c !== null)
    : [];
  const items = [
    t('rules.share'),
    conditions.length > 0
      ? t('rules.valid', { conditions: listOf(i18n.language, conditions) })
      : t('rules.validPlain'),
    rules?.enabled
      ? t('rules.perRewardAmount', { n, amount: money(rules.rewardPerPair) })
      : rules
        ? t('rules.notConfigured')
        : t('rules.perReward', { n }),
    t('rules.payout', payout),
    t('rules.claim'),
    t('rules.review'),
    t('rules.accounts'),
    t('rules.interpretation'),
  ];
  return (
    <>
      <TermsList title={t('rules.title')} icon="list" items={items} />
      <TeamStatusLegend />
    </>
  );
}
