import type { TAdminProtectionEvent } from '@khel/contract/admin-protection';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from '../../router';
import { formatDateTime } from '../../ui/format';
import { Badge, type Tone } from '../../ui/layout';

type T = (key: string, options?: Record<string, unknown>) => string;
const column = createColumnHelper<TAdminProtectionEvent>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- cells of any value type
type Columns = ColumnDef<TAdminProtectionEvent, any>[];

const ACTOR_TONES: Record<TAdminProtectionEvent['actor'], Tone> = {
  player: 'info',
  operator: 'warn',
  system: 'neutral',
};

/** A kind's label where it has one ('limit.decreased' → "Limit lowered"), else the kind. */
export const kindLabel = (t: T, kind: string) =>
  t(`kind.${kind.replace('.', '_')}`, { defaultValue: kind });

/** The columns of a table of protection events; the player column only across players. */
export function eventColumns(t: T, { showPlayer }: { showPlayer: boolean }): Columns {
  return [
    column.accessor('createdAt', {
      id: 'createdAt',
      header: t('protection:field.time'),
      enableSorting: true,
      cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span>,
      size: 170,
    }),
    ...(showPlayer
      ? [
          column.accessor('playerId', {
            header: t('protection:field.player'),
            cell: (c) => (
              <Link to={`/players/${c.getValue()}`} onClick={(e) => e.stopPropagation()}>
                {c.getValue()}
              </Link>
            ),
          }),
        ]
      : []),
    column.accessor('kind', {
      header: t('protection:field.kind'),
      cell: (c) => (
        <span>
          {kindLabel(t, c.getValue())} <code className="muted">{c.getValue()}</code>
        </span>
      ),
    }),
    column.accessor('actor', {
      header: t('protection:field.actor'),
      cell: (c) => (
        <Badge tone={ACTOR_TONES[c.row.original.actor]}>
          {t(`actor.${c.row.original.actor}`)}
          {c.row.original.operatorId ? ` #${c.row.original.operatorId}` : ''}
        </Badge>
      ),
    }),
    column.accessor('detail', {
      header: t('protection:field.detail'),
      cell: (c) => {
        const lines = Object.entries(c.getValue()).map(
          ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
        );
        return <pre className="json">{lines.join('\n') || '—'}</pre>;
      },
      size: 320,
    }),
  ];
}
