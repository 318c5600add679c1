import { useTranslation } from '../../../../i18n/useTranslation';
import { usePlatformClock } from '../../../../features/clock/usePlatformClock';
import { showsWinLoss } from '../../../../features/games/records';
import type { GameRecord } from '../../../../features/games/types';
import { amountTone, formatSignedMoney } from '../../../../features/records/format';
import { copyWithToast } from '../../../../lib/clipboard';
import { useCurrencySign } from '../../../../stores/app';
import { Icon } from '../../../../ui/icons';
import { MiddleText } from '../../../../ui/MiddleText';
import { formatMoney } from '../../../../ui/Money';
import styles from './GameRecords.module.css';

export interface GameRecordRowProps {
  record: GameRecord;
  onOpen: (record: GameRecord) => void;
}

/**
 * One round: game and status (the button that opens it in full; a tap anywhere on the card
 * does too), bet id (copyable), time, then bet, valid bet and W/L. Two controls side by side,
 * never one inside the other.
 */
export function GameRecordRow({ record, onOpen }: GameRecordRowProps) {
  const { t } = useTranslation(['account', 'game']);
  const clock = usePlatformClock();
  const sign = useCurrencySign();

  return (
    <article
      className={styles.row}
      onClick={() => onOpen(record)}
      data-testid="game-record"
      data-status={record.status}
    >
      <header className={styles.rowHead}>
        <button
          type="button"
          className={styles.open}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(record);
          }}
        >
          <span className={styles.game}>{record.game}</span>
          <span className={`${styles.status} ${styles[record.status]}`}>
            {t(`account:gameRecords.status.${record.status}`)}
          </span>
          <Icon name="chevron" size={14} className={styles.openIcon} />
        </button>
      </header>
      <div className={styles.rowMeta}>
        <button
          type="button"
          className={styles.betId}
          onClick={(e) => {
            e.stopPropagation();
            void copyWithToast(record.betId);
          }}
        >
          <span className={styles.betIdLabel}>{t('account:gameRecords.betId')}</span>
          <MiddleText value={record.betId} />
          <Icon name="copy" size={12} />
          <span className="visually-hidden">{t('account:gameRecords.copyBetId')}</span>
        </button>
        <time dateTime={record.createdAt}>{clock.dateTime(record.createdAt)}</time>
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
