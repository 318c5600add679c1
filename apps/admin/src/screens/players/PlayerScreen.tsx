import { adminPlayerGet, type TAdminPlayer } from '@khel/contract/admin-players';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api';
import { usePermission } from '../../auth';
import { Link, useParams } from '../../router';
import { formatDate, formatDateTime, formatRupees } from '../../ui/format';
import { Badge, Button, Card, Fields, Loaded, Page, Stat, Tabs } from '../../ui/layout';
import { AdjustmentDialog, NoteDialog, StatusDialog } from './PlayerDialogs';
import { PLAYER_TABS, PlayerTab, type PlayerTabKey } from './PlayerTabs';
import { Mono, StatusBadge } from './parts';

/**
 * One player: who they are, their money, and every list of what they did, with the operator's
 * actions — a note, disable / enable, a manual adjustment.
 */
export default function PlayerScreen() {
  const { id = '' } = useParams();
  const query = useAdminQuery(adminPlayerGet, { playerId: id });
  return <Loaded query={query}>{(player) => <PlayerPage player={player} />}</Loaded>;
}

function PlayerPage({ player }: { player: TAdminPlayer }) {
  const { t } = useTranslation('players');
  const canWrite = usePermission('players.write');
  const canAdjust = usePermission('money.adjust');
  const [tab, setTab] = useState<PlayerTabKey>('ledger');
  const [dialog, setDialog] = useState<'note' | 'status' | 'adjust' | null>(null);
  const tabs = PLAYER_TABS.filter((key) => key !== 'adjustments' || canAdjust);
  const net = player.totals.deposits - player.totals.withdrawals;
  const ggr = player.totals.stakes - player.totals.wins;
  return (
    <Page
      title={
        <span className="pl-title">
          <span>{player.nickname}</span>
          <StatusBadge status={player.status} />
          {player.isGuest ? <Badge>{t('player.guest')}</Badge> : null}
          <Badge tone="info">VIP {player.vipLevel}</Badge>
        </span>
      }
      subtitle={
        <span className="pl-head-meta">
          <span>
            {t('field.id')} <Mono>{player.id}</Mono>
          </span>
          <span>
            {t('field.phone')} <Mono>{player.phone ?? '—'}</Mono>
          </span>
          <span>
            {t('field.registered')} {formatDate(player.createdAt)}
          </span>
          <span>
            {t('field.lastSeen')} {formatDateTime(player.lastSeenAt)}
          </span>
        </span>
      }
      actions={
        <>
          {canWrite ? (
            <Button onClick={() => setDialog('note')}>{t('action.addNote')}</Button>
          ) : null}
          {canAdjust ? (
            <Button variant="primary" onClick={() => setDialog('adjust')}>
              {t('action.adjust')}
            </Button>
          ) : null}
          {canWrite ? (
            player.status === 'active' ? (
              <Button variant="danger" onClick={() => setDialog('status')}>
                {t('action.disable')}
              </Button>
            ) : (
              <Button onClick={() => setDialog('status')}>{t('action.enable')}</Button>
            )
          ) : null}
        </>
      }
    >
      {player.status === 'disabled' ? (
        <div className="notice" role="status">
          {t('player.disabledNotice')}
        </div>
      ) : null}
      <div className="stats pl-stats">
        <Stat label={t('field.balance')} value={formatRupees(player.balance)} />
        <Stat
          label={t('field.wagerRemaining')}
          value={formatRupees(player.wagerRemaining)}
          hint={player.wagerRemaining > 0 ? t('player.wagerHint') : t('player.wagerDone')}
        />
        <Stat
          label={t('player.deposits')}
          value={formatRupees(player.totals.deposits)}
          hint={t('player.netHint', { amount: formatRupees(net) })}
        />
        <Stat label={t('player.withdrawals')} value={formatRupees(player.totals.withdrawals)} />
        <Stat
          label={t('player.ggr')}
          value={formatRupees(ggr)}
          hint={t('player.ggrHint', {
            stakes: formatRupees(player.totals.stakes),
            wins: formatRupees(player.totals.wins),
          })}
        />
      </div>
      <div className="pl-columns">
        <Card title={t('player.profile')}>
          <Fields
            rows={[
              [t('field.nickname'), player.nickname],
              [t('field.email'), player.email],
              [t('field.birthday'), player.birthday ? formatDate(player.birthday) : null],
              [t('field.google'), player.googleEmail],
              [t('field.referralCode'), <Mono key="c">{player.referralCode}</Mono>],
              [
                t('field.referrer'),
                player.referrer ? (
                  <Link key="r" to={`/players/${player.referrer.id}`}>
                    {player.referrer.nickname} ({player.referrer.id})
                  </Link>
                ) : null,
              ],
              [t('field.invitees'), String(player.invitees)],
              [t('field.lastLogin'), formatDateTime(player.lastLoginAt)],
              [t('field.liveSessions'), String(player.liveSessions)],
              [
                t('field.registerIp'),
                player.registerIp ? <Mono key="ip">{player.registerIp}</Mono> : null,
              ],
              [
                t('field.device'),
                player.deviceNumber ? <Mono key="d">{player.deviceNumber}</Mono> : null,
              ],
            ]}
          />
        </Card>
        <Card
          title={t('player.adjustmentsCard')}
          className={player.pendingAdjustments > 0 ? 'pl-pending' : ''}
        >
          <p className="pl-muted" style={{ marginTop: 0 }}>
            {player.pendingAdjustments > 0
              ? t('player.pendingAdjustments', { count: player.pendingAdjustments })
              : t('player.noPendingAdjustments')}
          </p>
          {canAdjust ? (
            <div className="page-actions">
              <Button onClick={() => setTab('adjustments')}>{t('player.showAdjustments')}</Button>
              <Link to="/adjustments">{t('player.openQueue')}</Link>
            </div>
          ) : null}
        </Card>
      </div>
      <div>
        <Tabs
          tabs={tabs.map((key) => ({ key, label: t(`tab.${key}`) }))}
          value={tab}
          onChange={setTab}
        />
      </div>
      <PlayerTab tab={tab} playerId={player.id} />
      <NoteDialog open={dialog === 'note'} playerId={player.id} onClose={() => setDialog(null)} />
      <StatusDialog open={dialog === 'status'} player={player} onClose={() => setDialog(null)} />
      {canAdjust ? (
        <AdjustmentDialog
          open={dialog === 'adjust'}
          player={player}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Page>
  );
}
