import { useTranslation } from 'react-i18next';
import { copyWithToast } from '../../../../lib/clipboard';
import {
  amountTone,
  formatRecordTime,
  formatSignedMoney,
} from '../../../../features/records/format';
import type { GameRecord } from '../../../../features/records/gameRecords';
import { useCurrentLanguage } from '../../../../features/language/useCurrentLanguage';
import { APP_DEFAULTS, useAppStore } from '../../../../stores/app';
import { Icon } from '../../../../ui/icons';
import { formatMoney } from '../../../../ui/Money';
import styles from './GameRecords.module.css';

/** One bet: game and status, bet id, time, then bet, valid bet and W/L. */
export function GameRecordRow({ record }: { record: GameRecord }) {
  const { t } = useTranslation('account');
  const language = useCurrentLanguage();
  const sign = useAppStore((s) => s.appInfo?.currencySign ?? APP_DEFAULTS.currencySign);
  const settled = record.status === 'settled';

  return (
    <article className={styles.row}>
      <header className={styles.rowHead}>
        <span className={styles.game}>
          {record.gameName}
          <small>{record.providerName}</small>
        </span>
        <span className={`${styles.status} ${styles[record.status]}`}>
          {t(`gameRecords.status.${record.status}`)}
        </span>
      </header>
      <div className={styles.rowMeta}>
        <button
          type="button"
          className={styles.betId}
          onClick={() => void copyWithToast(record.betId)}
          aria-label={t('gameRecords.copyBetId')}
        >
          {t('gameRecords.betId')}: {record.betId}
          <Icon name="copy" size={12} />
        </button>
        <time dateTime={record.betTime}>{formatRecordTime(record.betTime, language)}</time>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('gameRecords.bet')}</dt>
          <dd>{formatMoney(record.betRupees, sign)}</dd>
        </div>
        <div>
          <dt>{t('gameRecords.validBet')}</dt>
          <dd>{formatMoney(record.validBetRupees, sign)}</dd>
        </div>
        <div>
          <dt>{t('gameRecords.winLoss')}</dt>
          <dd className={settled ? styles[amountTone(record.winLossRupees)] : undefined}>
            {settled ? formatSignedMoney(record.winLossRupees, sign) : '–'}
          </dd>
        </div>
      </dl>
    </article>
  );
}
