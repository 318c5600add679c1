import { adminProtectionEvents } from '@khel/contract/admin-protection';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { Button, Page } from '../../ui/layout';
import { eventColumns } from './event-columns';

/** Kind prefixes offered in the filter (any other may be typed). */
const PREFIXES = ['limit.', 'reality_check.', 'session.', 'exclusion.', 'kyc.', 'age.'];

const EMPTY = { kindPrefix: '', playerId: '', from: '', to: '' };

/**
 * Every protection event of every player, newest first: limits, reality checks, sessions,
 * time-outs and self-exclusions, KYC and age, by kind prefix, player and platform days.
 */
export default function ProtectionScreen() {
  const { t } = useTranslation('protection');
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const columns = useMemo(() => eventColumns(t, { showPlayer: true }), [t]);
  const field = (key: keyof typeof EMPTY) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  return (
    <Page title={t('title')} subtitle={t('subtitle')}>
      <DataTable
        endpoint={adminProtectionEvents}
        columns={columns}
        filters={filters}
        initialSort={{ id: 'createdAt', desc: true }}
        rowKey={(row) => row.id}
        empty={t('empty')}
        toolbar={
          <form
            className="form-grid"
            style={{ flex: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              setFilters({ ...draft, kindPrefix: draft.kindPrefix.trim() });
            }}
          >
            <label className="form-field">
              <span className="form-label">{t('filter.kindPrefix')}</span>
              <input {...field('kindPrefix')} list="protection-prefixes" placeholder="limit." />
              <datalist id="protection-prefixes">
                {PREFIXES.map((prefix) => (
                  <option key={prefix} value={prefix} />
                ))}
              </datalist>
            </label>
            <label className="form-field">
              <span className="form-label">{t('filter.playerId')}</span>
              <input {...field('playerId')} inputMode="numeric" placeholder="12345678" />
            </label>
            <label className="form-field">
              <span className="form-label">{t('filter.from')}</span>
              <input type="date" {...field('from')} />
            </label>
            <label className="form-field">
              <span className="form-label">{t('filter.to')}</span>
              <input type="date" {...field('to')} />
            </label>
            <div className="form-actions">
              <Button type="submit">{t('filter.apply')}</Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setDraft(EMPTY);
                  setFilters(EMPTY);
                }}
              >
                {t('filter.clear')}
              </Button>
            </div>
          </form>
        }
      />
    </Page>
  );
}
