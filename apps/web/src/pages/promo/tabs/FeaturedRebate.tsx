import type { TCampaign } from '@khel/contract';
import { useTranslation } from '../../../i18n/useTranslation';
import { useMoneyText } from '../../../ui/Money';
import { navigateTo } from '../../../router/navigation';
import { PATHS } from '../../../router/paths';
import { Icon } from '../../../ui/icons';
import styles from './FeaturedRebate.module.css';

/** The headline promotion: the deposit cashback campaign, with the figures the server sent. */
export function FeaturedRebate({ campaign }: { campaign: TCampaign }) {
  const { t } = useTranslation('promo');
  const money = useMoneyText();
  const { percent = 0, dailyCap = 0 } = campaign.figures;
  return (
    <button type="button" className={styles.card} onClick={() => navigateTo(PATHS.rebatePromo)}>
      <span className={styles.text}>
        <span className={styles.figure}>{percent}%</span>
        <span className={styles.title}>{campaign.title}</span>
        <span className={styles.desc}>{t('cards.rebate.desc', { max: money(dailyCap) })}</span>
        <span className={styles.action}>
          {t('cards.join')}
          <Icon name="chevron" size={14} strokeWidth={2.4} />
        </span>
      </span>
      <svg className={styles.coins} viewBox="0 0 120 120" aria-hidden="true">
        <ellipse cx="62" cy="98" rx="40" ry="9" fill="rgba(0,0,0,0.25)" />
        <g stroke="#8a5a00" strokeWidth="2">
          <ellipse cx="60" cy="86" rx="30" ry="10" fill="#e5a516" />
          <rect x="30" y="70" width="60" height="16" fill="#e5a516" stroke="none" />
          <ellipse cx="60" cy="70" rx="30" ry="10" fill="#ffd23f" />
          <ellipse cx="66" cy="58" rx="30" ry="10" fill="#e5a516" />
          <rect x="36" y="42" width="60" height="16" fill="#e5a516" stroke="none" />
          <ellipse cx="66" cy="42" rx="30" ry="10" fill="#ffe27a" />
        </g>
        <text x="66" y="47" textAnchor="middle" className={styles.coinMark}>
          %
        </text>
        <path d="M18 20l2.4 6 6 2.4-6 2.4-2.4 6-2.4-6-6-2.4 6-2.4z" fill="#fff6c9" />
        <path d="M104 12l1.6 4 4 1.6-4 1.6-1.6 4-1.6-4-4-1.6 4-1.6z" fill="#fff6c9" />
      </svg>
    </button>
  );
}
