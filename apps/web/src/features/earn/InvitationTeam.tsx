import type { TInviteTeamMember } from '@khel/contract';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorState } from '../../ui/States';
import { usePlatformClock } from '../clock';
import { RecordList } from '../promo';
import { LoadMore } from '../records';
import { useInviteTeam } from './api';
import styles from './InvitationTeam.module.css';
import { listOf, reviewNote } from './team';

/** What an invitee still lacks, or why it is held (a line under its name). */
function useReviewNote() {
  const { t, i18n } = useTranslation('earn');
  const words = {
    phone: t('team.needPhone'),
    deposit: t('team.needDeposit'),
    bet: t('team.needBet'),
  };
  return (member: TInviteTeamMember) => {
    const note = reviewNote(member);
    if (!note) return null;
    if (note.held) return t('team.heldForChecks');
    if (note.missing.length === 0) return null;
    return t('team.needs', {
      what: listOf(
        i18n.language,
        note.missing.map((m) => words[m]),
      ),
    });
  };
}

/** The player's invitees (masked) and where each stands. */
export function InvitationTeam() {
  const { t } = useTranslation('earn');
  const clock = usePlatformClock();
  const team = useInviteTeam(true);
  const noteOf = useReviewNote();
  if (team.isError && !team.data)
    return (
      <ErrorState
        message={t('team.loadFailed')}
        error={team.error}
        onRetry={() => void team.refetch()}
      />
    );
  return (
    <>
      <RecordList
        columns={[t('team.member'), t('team.joined'), t('team.status')]}
        rows={team.data ?? []}
        status={team.isPending ? 'loading' : 'ready'}
        emptyMessage={t('team.empty')}
        rowKey={(m) => m.id}
        renderRow={(m) => {
          const note = noteOf(m);
          return (
            <>
              <span className={styles.member}>
                <span>{m.name}</span>
                {note && <span className={styles.checks}>{note}</span>}
              </span>
              <span className={styles.joined}>{clock.dateTime(m.joinedAt)}</span>
              <span className={styles.status} data-status={m.status} data-testid="team-status">
                {t(`team.statuses.${m.status}`)}
              </span>
            </>
          );
        }}
      />
      {team.data && team.data.length > 0 && (
        <LoadMore
          hasMore={team.hasNextPage}
          loading={team.isFetchingNextPage}
          failed={team.isFetchNextPageError}
          onLoadMore={() => void team.fetchNextPage()}
        />
      )}
    </>
  );
}
