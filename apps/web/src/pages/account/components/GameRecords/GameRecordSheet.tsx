import { useTranslation } from '../../../../i18n/useTranslation';
import { usePlatformClock } from '../../../../features/clock/usePlatformClock';
import { ZoneNote } from '../../../../features/clock/ZoneNote';
import { showsWinLoss } from '../../../../features/games/records';
import type { GameRecord } from '../../../../features/games/types';
import { amountTone, formatSignedMoney } from '../../../../features/records/format';
import { DetailList } from '../../../../features/wallet/DetailList';
import { useCurrencySign } from '../../../../stores/app';
import { Icon } from '../../../../ui/icons';
import { formatMoney } from '../../../../ui/Money';
import { Sheet } from '../../../../ui/Sheet';
import styles from './GameRecords.module.css';

export interface GameRecordSheetProps {
  record: GameRecord | null;
  onClose: () => void;
}

/**
 * Every field of a round, and for provably fair games the link to its proof. The proof page is
 * the provider's own public page (Khel's `/games/verify?bet=…`); it opens in a new tab so the
 * records stay where the player left them.
 */
export function GameRecordSheet({ record, onClose }: GameRecordSheetProps) {
  const { t } = useTranslation(['game', 'account']);
  const clock = usePlatformClock();
  const sign = useCurrencySign();
  if (!record) return null;
  const settled = showsWinLoss(record.status);

  return (
    <Sheet open title={t('game:records.detailTitle')} onClose={onClose}>
      <div data-testid="game-record-detail">
        <DetailList
          items={[
            { label: t('game:records.game'), value: record.game, strong: true },
            { label: t('game:records.provider'), value: record.providerName },
            { label: t('account:gameRecords.betId'), identifier: record.betId },
            {
              label: t('game:records.status'),
              value: t(`account:gameRecords.status.${record.status}`),
            },
            {
              label: t('game:records.time'),
              value: clock.dateTime(record.createdAt),
            },
            { label: t('account:gameRecords.bet'), value: formatMoney(record.stake, sign) },
            {
              label: t('account:gameRecords.validBet'),
              value: formatMoney(record.validBet, sign),
            },
            {
              label: t('game:records.payout'),
              value: settled ? formatMoney(record.win, sign) : '–',
            },
            {
              label: t('account:gameRecords.winLoss'),
              value: settled ? (
                <span className={styles[amountTone(record.winLoss)]}>
                  {formatSignedMoney(record.winLoss, sign)}
                </span>
              ) : (
                '–'
              ),
              strong: true,
            },
          ]}
        />
        <ZoneNote />
        {record.proofUrl ? (
          <a
            className={styles.proof}
            href={record.proofUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="record-proof"
          >
            <Icon name="shield" size={18} />
            {t('game:records.verify')}
            <Icon name="link" size={14} />
          </a>
        ) : (
          <p className={styles.noProof}>{t('game:records.noProof')}</p>
        )}
      </div>
    </Sheet>
  );
}
