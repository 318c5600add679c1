import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { Money } from '../../ui/Money';
import { RecordList } from '../promo';
import styles from './CashBonus.module.css';

interface CashBonusEntry {
  id: string;
  invitee: string;
  bonusRupees: number;
  time: string;
}

/** Cash bonuses earned through invitees. */
export function CashBonus() {
  const { t } = useTranslation('earn');
  // The bonus records come with the referral issue (docs/product.md §7 does not show the call).
  const entries: CashBonusEntry[] = [];
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>
        <Icon name="coins" size={18} />
        {t('cashBonus.title')}
      </h2>
      <p className={styles.desc}>{t('cashBonus.desc')}</p>
      <RecordList
        columns={[t('cashBonus.invitee'), t('cashBonus.bonus'), t('cashBonus.time')]}
        rows={entries}
        rowKey={(e) => e.id}
        renderRow={(e) => (
          <>
            <span>{e.invitee}</span>
            <Money rupees={e.bonusRupees} />
            <span>{e.time}</span>
          </>
        )}
      />
    </section>
  );
}
