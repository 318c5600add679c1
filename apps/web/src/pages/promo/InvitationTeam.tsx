import { useTranslation } from 'react-i18next';
import { RecordList } from '../../features/promo/RecordList';
import { maskPhone } from '../../features/promo/ranking';
import styles from './InvitationTeam.module.css';

/** Invitation team statuses of docs/product.md §4. */
export type TeamStatus = 'review' | 'pass' | 'claimable' | 'reclaim' | 'claim';

export interface TeamMember {
  id: string;
  phone: string;
  joinedAt: string;
  status: TeamStatus;
}

/** The player's invitees and where each stands. */
export function InvitationTeam() {
  const { t } = useTranslation('promo');
  // The team comes with the referral issue (docs/product.md §7 does not show the call): empty until then.
  const members: TeamMember[] = [];
  return (
    <RecordList
      columns={[t('ranks.member'), t('ranks.joined'), t('ranks.status')]}
      rows={members}
      rowKey={(m) => m.id}
      renderRow={(m) => (
        <>
          <span>{maskPhone(m.phone)}</span>
          <span>{m.joinedAt}</span>
          <span className={styles.status} data-status={m.status}>
            {t(`ranks.statuses.${m.status}`)}
          </span>
        </>
      )}
    />
  );
}
