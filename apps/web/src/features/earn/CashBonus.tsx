import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../../ui/icons';
import { Money } from '../../ui/Money';
import { ErrorState } from '../../ui/States';
import { usePlatformClock } from '../clock';
import { RecordList } from '../promo';
import { LoadMore } from '../records';
import { useInviteBonuses } from './api';
import styles from './CashBonus.module.css';

/** Cash bonuses earned through invitees: each reward, the two invitees it is for, its status. */
export function CashBonus({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('earn');
  const clock = usePlatformClock();
  const bonuses = useInviteBonuses(loggedIn);
  if (!loggedIn) return null;
  return (
    <section className={styles.section} aria-labelledby="earn-cash-bonus">
      <h2 className={styles.heading} id="earn-cash-bonus">
        <Icon name="coins" size={18} />
        {t('cashBonus.title')}
      </h2>
      <p className={styles.desc}>{t('cashBonus.desc')}</p>
      {bonuses.isError && !bonuses.data ? (
        <ErrorState
          message={t('cashBonus.loadFailed')}
          error={bonuses.error}
          onRetry={() => void bonuses.refetch()}
        />
      ) : (
        <RecordList
          columns={[t('cashBonus.invitee'), t('cashBonus.bonus'), t('cashBonus.time')]}
          rows={bonuses.data ?? []}
          status={bonuses.isPending ? 'loading' : 'ready'}
          emptyMessage={t('cashBonus.empty')}
          rowKey={(bonus) => bonus.id}
          renderRow={(bonus) => (
            <>
              <span className={styles.invitees}>
                {bonus.invitees.map((name) => (
                  <span key={name}>{name}</span>
                ))}
              </span>
              <span className={styles.bonus} data-testid="cash-bonus" data-status={bonus.status}>
                <Money rupees={bonus.amount} />
                <small>{t(`cashBonus.statuses.${bonus.status}`)}</small>
              </span>
              <span className={styles.time}>{clock.dateTime(bonus.createdAt)}</span>
            </>
          )}
        />
      )}
      {bonuses.data && bonuses.data.length > 0 && (
        <LoadMore
          hasMore={bonuses.hasNextPage}
          loading={bonuses.isFetchingNextPage}
          failed={bonuses.isFetchNextPageError}
          onLoadMore={() => void bonuses.fetchNextPage()}
        />
      )}
    </section>
  );
}
