import {
  adminPlayerProtection,
  adminProtectionEvents,
  type TAdminPlayerProtection,
} from '@khel/contract/admin-protection';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../api';
import { DataTable } from '../../ui/DataTable';
import { formatDateTime, formatRupees } from '../../ui/format';
import { Badge, Card, Fields, Loaded } from '../../ui/layout';
import { eventColumns } from './event-columns';

const LIMITS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
] as const;

function Settings({ settings }: { settings: TAdminPlayerProtection }) {
  const { t } = useTranslation('protection');
  const none = t('player.none');
  const { exclusion } = settings;
  return (
    <Card
      title={t('player.settings')}
      actions={
        settings.excludedNow ? (
          <Badge tone="bad">{t('player.excluded')}</Badge>
        ) : (
          <Badge tone="good">{t('player.notExcluded')}</Badge>
        )
      }
    >
      <Fields
        rows={[
          ...LIMITS.map((key): [string, string] => [
            t(`limit.${key}`),
            settings.limits[key] === null ? none : formatRupees(settings.limits[key]),
          ]),
          [
            t('limit.session'),
            settings.sessionMinutes === null
              ? none
              : t('player.minutes', { count: settings.sessionMinutes }),
          ],
          [t('limit.realityCheck'), t('player.minutes', { count: settings.realityCheckMinutes })],
          [
            t('player.exclusion'),
            exclusion
              ? t(`player.exclusionKind.${exclusion.kind}`, {
                  since: formatDateTime(exclusion.since),
                  until: exclusion.until ? formatDateTime(exclusion.until) : t('player.indefinite'),
                })
              : none,
          ],
          [t('player.returnAt'), exclusion?.returnAt ? formatDateTime(exclusion.returnAt) : none],
          [
            t('player.updatedAt'),
            settings.updatedAt ? formatDateTime(settings.updatedAt) : t('player.neverSet'),
          ],
        ]}
      />
    </Card>
  );
}

/** The player page's protection tab: their settings in force and their protection events. */
export function PlayerProtection({ playerId }: { playerId: string }) {
  const { t } = useTranslation('protection');
  const settings = useAdminQuery(adminPlayerProtection, { playerId });
  const columns = useMemo(() => eventColumns(t, { showPlayer: false }), [t]);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Loaded query={settings}>{(data) => <Settings settings={data} />}</Loaded>
      <DataTable
        endpoint={adminProtectionEvents}
        columns={columns}
        filters={{ playerId }}
        initialSort={{ id: 'createdAt', desc: true }}
        rowKey={(row) => row.id}
        empty={t('player.noEvents')}
      />
    </div>
  );
}
