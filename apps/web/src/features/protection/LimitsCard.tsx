import type { TProtectionInfoResponse } from '@khel/contract';
import type { ProtectionLimit } from '@khel/contract/constants';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { showToast } from '../../lib/toast';
import { useMoneyText } from '../../ui/Money';
import { useCancelLimit, useConfirmLimit, useSetLimit } from './api';
import { LimitEditor } from './LimitEditor';
import { LimitRow } from './LimitRow';
import styles from './Protection.module.css';

const PERIODS = ['day', 'week', 'month'] as const;
const LIMIT_OF = {
  deposit: { day: 'depositDay', week: 'depositWeek', month: 'depositMonth' },
  loss: { day: 'lossDay', week: 'lossWeek', month: 'lossMonth' },
} as const;

export interface LimitsCardProps {
  info: TProtectionInfoResponse;
}

/** Deposit and loss limits per day, week and month, and the session time limit. */
export function LimitsCard({ info }: LimitsCardProps) {
  const { t } = useTranslation('protection');
  const money = useMoneyText();
  const [editing, setEditing] = useState<{ limit: ProtectionLimit; title: string } | null>(null);
  const setLimit = useSetLimit(t('failure'));
  const confirm = useConfirmLimit(t('failure'));
  const cancel = useCancelLimit(t('failure'));
  const busy = setLimit.pending || confirm.pending || cancel.pending;

  const text = (limit: ProtectionLimit, value: number | null) =>
    value === null
      ? null
      : limit === 'sessionMinutes'
        ? t('session.value', { count: value })
        : money(value);

  const handleSave = async (limit: ProtectionLimit, value: number | null) => {
    const result = await setLimit.run({ limit, value });
    if (!result.ok) return;
    setEditing(null);
    showToast(t(result.data.outcome === 'pending' ? 'queued' : result.data.outcome));
  };
  const handleConfirm = async (limit: ProtectionLimit) => {
    if ((await confirm.run(limit)).ok) showToast(t('confirmed'));
  };
  const handleCancel = async (limit: ProtectionLimit) => {
    if ((await cancel.run(limit)).ok) showToast(t('cancelled'));
  };

  const row = (limit: ProtectionLimit, label: string, title: string, note?: string) => {
    const pending = info.pending.find((p) => p.limit === limit);
    return (
      <LimitRow
        key={limit}
        limit={limit}
        label={label}
        note={note}
        valueText={text(limit, info.limits[limit])}
        pending={pending}
        pendingValueText={pending ? text(limit, pending.value) : null}
        busy={busy}
        onEdit={() => setEditing({ limit, title })}
        onConfirm={(l) => void handleConfirm(l)}
        onCancel={(l) => void handleCancel(l)}
      />
    );
  };

  const group = (kind: 'deposit' | 'loss') => (
    <section className={styles.card} data-testid={`${kind}-limits`}>
      <h3 className={styles.cardTitle}>{t(`${kind}.title`)}</h3>
      <p className={styles.cardDesc}>{t(`${kind}.desc`)}</p>
      {PERIODS.map((period) => {
        const label = t(`period.${period}`);
        return row(
          LIMIT_OF[kind][period],
          label,
          t('editTitle', { name: `${label} · ${t(`${kind}.title`)}` }),
          kind === 'deposit' ? t('used', { used: money(info.deposited[period]) }) : undefined,
        );
      })}
    </section>
  );

  return (
    <>
      {group('deposit')}
      {group('loss')}
      <section className={styles.card} data-testid="session-limit">
        <h3 className={styles.cardTitle}>{t('session.title')}</h3>
        <p className={styles.cardDesc}>{t('session.desc')}</p>
        {row('sessionMinutes', t('session.row'), t('session.title'))}
      </section>
      {editing && (
        <LimitEditor
          limit={editing.limit}
          title={editing.title}
          current={info.limits[editing.limit]}
          busy={busy}
          onSave={(value) => void handleSave(editing.limit, value)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
