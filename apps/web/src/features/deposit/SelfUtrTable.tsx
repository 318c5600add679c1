import { useTranslation } from '../../i18n/useTranslation';
import { SELF_UTR_RULES } from '@khel/contract/wallet-rules';
import { selfUtrBonusTable } from './selfUtr';
import styles from './SelfUtrTable.module.css';

/** Waiting time against the bonus it earns, computed from the self-service UTR rule. */
export function SelfUtrTable() {
  const { t } = useTranslation('wallet');
  const rows = selfUtrBonusTable();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('selfUtr.colWait')}</th>
          <th scope="col">{t('selfUtr.colBonus')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const capped = row.percent === SELF_UTR_RULES.maxPercent;
          return (
            <tr key={row.hours} className={capped ? styles.cap : undefined}>
              <td>{t('selfUtr.hours', { hours: row.hours })}</td>
              <td>
                {`+${row.percent}%`}
                {capped && <span className={styles.max}>{t('selfUtr.max')}</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
