import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRoundTime, showsWinLoss } from '../../../../features/games/records';
import type { GameRecord } from '../../../../features/games/types';
import { useCurrentLanguage } from '../../../../features/language/useCurrentLanguage';
import { amountTone, formatSignedMoney } from '../../../../features/records/format';
import { copyWithToast } from '../../../../lib/clipboard';
import { useCurrencySign } from '../../../../stores/app';
import { Icon } from '../../../../ui/icons';
import { formatMoney } from '../../../../ui/Money';
import styles from './GameRecords.module.css';

export interface GameRecordRowProps {
  record: GameRecord;
  /** Minutes east of UTC of the platform zone, for the time. */
  offset: number;
  onOpen: (record: GameRecord) => void;
}

/** One round: game and status, bet id (copyable), time, then bet, valid bet and W/L. */
export function GameRecordRow({ record, offset, onOpen }: GameRecordRowProps) {
  const { t } = useTranslation(['account', 'game']);
  const language = useCurrentLanguage();
  const sign = useCurrencySign();

  const handleKey = (e: KeyboardEvent) => {
    if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onOpen(record);
    }
  };

  return (
    <article
      className={styles.row}
      role="button"
      tabIndex={0}
      aria-label={t('game:records.openDetail', { game: record.game })}
      onClick={() => onOpen(record)}
      onKeyDown={handleKey}
      data-testid="game-record"
      data-status={record.status}
    >
      <header className={styles.rowHead}>
        <span className={styles.game}>{record.game}</span>
        <span className={`${styles.status} ${styles[record.status]}`}>
          {t(`account:gameRecords.status.${record.status}`)}
        </span>
      </header>
      <div className={styles.rowMeta}>
        <button
          type="button"
          className={styles.betId}
          onClick={(e) => {
            e.stopPropagation();
            void copyWithToast(record.betId);
          }}
          aria-label={t('account:gameRecords.copyBetId')}
        >
          <span className={styles.betIdText}>
            {t('account:gameRecords.betId')}: {record.betId}
          </span>
          <Icon name="copy" size={12} />
        </button>
        <time dateTime={record.createdAt}>
          {formatRoundTime(record.createdAt, language, offset)}
        </time>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('account:gameRecords.bet')}</dt>
          <dd>{formatMoney(record.stake, sign)}</dd>
        </div>
        <div>
          <dt>{t('account:gameRecords.validBet')}</dt>
          <dd>{formatMoney(record.validBet, sign)}</dd>
        </div>
        <div>
          <dt>{t('account:gameRecords.winLoss')}</dt>
          {showsWinLoss(record.status) ? (
            <dd className={styles[amountTone(record.winLoss)]} data-testid="record-winloss">
              {formatSignedMoney(record.winLoss, sign)}
            </dd>
          ) : (
            <dd>–</dd>
          )}
        </div>
      </dl>
    </article>
  );
}
