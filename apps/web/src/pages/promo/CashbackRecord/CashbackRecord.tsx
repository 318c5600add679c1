import { useTranslation } from '../../../i18n/useTranslation';
import { usePlatformClock } from '../../../features/clock';
import { RecordList } from '../../../features/promo/RecordList';
import { useCashbackRecords, useClaimPromoReward } from '../../../features/promo/usePromotions';
import type { PageProps } from '../../../router/routes';
import { isLoggedIn, useSession } from '../../../stores/session';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/icons';
import { Money } from '../../../ui/Money';
import { ErrorState } from '../../../ui/States';
import styles from './CashbackRecord.module.css';

/** Every deposit cashback of the player with its deposit, amount and status, newest first. */
export default function CashbackRecordPage(_props: PageProps) {
  const { t } = useTranslation('promo');
  const clock = usePlatformClock();
  const loggedIn = useSession(isLoggedIn);
  const records = useCashbackRecords(loggedIn);
  const claim = useClaimPromoReward({
    loading: t('myReward.claiming'),
    success: t('myReward.claimed'),
  });

  if (records.isError) {
    return (
      <div className={styles.page}>
        <ErrorState
          message={t('cashbackRecord.loadFailed')}
          error={records.error}
          onRetry={() => void records.refetch()}
        />
      </div>
    );
  }
  const pages = records.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.list);
  const total = pages[0]?.total;
  return (
    <div className={styles.page}>
      <div className={styles.summary}>
        <span className={styles.icon}>
          <Icon name="coins" size={22} />
        </span>
        <span className={styles.label}>{t('cashbackRecord.summary')}</span>
        <strong className={styles.total}>
          {total === undefined ? '--' : <Money rupees={total} />}
        </strong>
      </div>
      <RecordList
        columns={[
          t('cashbackRecord.deposit'),
          t('cashbackRecord.cashback'),
          t('cashbackRecord.status'),
        ]}
        status={records.isPending ? 'loading' : 'ready'}
        emptyMessage={t('cashbackRecord.empty')}
        rows={rows}
        rowKey={(r) => r.rewardId}
        renderRow={(r) => (
          <>
            <span className={styles.deposit}>
              <Money rupees={r.deposit} />
              <span className={styles.time}>{clock.dateTime(r.createdAt)}</span>
            </span>
            <span className={styles.cashback}>
              <Money rupees={r.amount} />
            </span>
            <span className={styles.status} data-status={r.status}>
              {r.status === 'claimable' ? (
                <Button
                  size="sm"
                  variant="accent"
                  disabled={claim.pending}
                  onClick={() => void claim.run(r.rewardId)}
                >
                  {t('myReward.claim')}
                </Button>
              ) : (
                t(`myReward.statuses.${r.status}`)
              )}
            </span>
          </>
        )}
      />
      {records.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          disabled={records.isFetchingNextPage}
          onClick={() => void records.fetchNextPage()}
        >
          {t('myReward.more')}
        </Button>
      )}
    </div>
  );
}
