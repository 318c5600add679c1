import {
  adminCategories,
  adminGame,
  adminGames,
  adminGameSettings,
  adminGameSettingsSave,
  adminGameUpdate,
  ZGameSettingsInput,
  ZGameUpdate,
  type TAdminGame,
  type TProviderGameSettings,
} from '@khel/contract/admin-settings';
import { GAME_TAGS } from '@khel/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminMutation, useAdminQuery } from '../../api';
import { Link, useParams } from '../../router';
import { Field, FormError, useZodForm } from '../../ui/form';
import { formatRupees } from '../../ui/format';
import { Badge, Button, Card, Loaded, Page, Stat } from '../../ui/layout';
import { toast } from '../../ui/toast';
import './settings.css';

/** One game: its catalogue entry, and for an in-house game its RTP and bet limits. */
export default function GameScreen() {
  const { t } = useTranslation('settings');
  const { id = '' } = useParams();
  const query = useAdminQuery(adminGame, { id });
  return (
    <Page
      title={query.data?.name ?? t('game.title')}
      subtitle={<Link to="/settings/games">{t('game.back')}</Link>}
    >
      <Loaded query={query}>
        {(game) => (
          <div className="detail-grid">
            <CatalogueCard game={game} />
            {game.hasSettings ? (
              <SettingsCard game={game} />
            ) : (
              <Card title={t('game.settings')}>
                <p className="muted">{t('game.noSettings', { provider: game.provider })}</p>
              </Card>
            )}
          </div>
        )}
      </Loaded>
    </Page>
  );
}

function CatalogueCard({ game }: { game: TAdminGame }) {
  const { t } = useTranslation('settings');
  const categories = useAdminQuery(adminCategories, {});
  const form = useZodForm(ZGameUpdate, {
    name: game.name,
    category: game.category,
    tags: game.tags,
    sortOrder: game.sortOrder,
    enabled: game.enabled,
  });
  const save = useAdminMutation(adminGameUpdate, {
    invalidates: [adminGames, adminGame],
    quiet: true,
    onSuccess: (saved) => {
      toast.success(t('games.savedToast', { name: saved.name }));
      form.reset({ ...saved });
    },
  });
  const errors = form.formState.errors;
  return (
    <Card title={t('game.catalogue')}>
      <div className="game-hero">
        <img src={game.imageUrl} alt="" />
        <div>
          <strong>{game.name}</strong>
          <div className="muted">
            {game.provider} · <code>{game.gameCode}</code>
          </div>
          {game.enabled ? (
            <Badge tone="good">{t('status.enabled')}</Badge>
          ) : (
            <Badge tone="bad">{t('status.disabled')}</Badge>
          )}
        </div>
      </div>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          void form.handleSubmit((values) => save.mutate({ id: game.id, ...values }))();
        }}
      >
        <Field label={t('game.name')} error={errors.name}>
          <input {...form.register('name')} />
        </Field>
        <div className="form-grid">
          <Field label={t('games.category')} error={errors.category}>
            <select {...form.register('category')}>
              {(categories.data?.list ?? [{ code: game.category }]).map((c) => (
                <option key={c.code} value={c.code}>
                  {t(`games.categoryName.${c.code}`, { defaultValue: c.code })}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('games.sortOrder')} error={errors.sortOrder} hint={t('game.sortHint')}>
            <input type="number" min="0" {...form.register('sortOrder', { valueAsNumber: true })} />
          </Field>
        </div>
        <div className="inline-checks">
          {GAME_TAGS.map((tag) => (
            <label key={tag} className="checkbox">
              <input type="checkbox" value={tag} {...form.register('tags')} />
              {t(`games.tag.${tag}`)}
            </label>
          ))}
          <label className="checkbox">
            <input type="checkbox" {...form.register('enabled')} />
            {t('game.shown')}
          </label>
        </div>
        <FormError error={save.error} />
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t('common:action.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Whole rupees without paise (Rs 10,00,000): the tiles stay on one line. */
const rupees = (value: number) =>
  Number.isInteger(value) ? `Rs ${value.toLocaleString('en-IN')}` : formatRupees(value);

const text = (value: number | null) => (value === null ? '' : String(value));
/** A percentage typed with ≤ 2 decimals as a fraction with ≤ 4 (97.5 → 0.975); else as is. */
const fractionOf = (percent: string) => {
  const value = Number(percent);
  return /^\d+(\.\d{1,2})?$/.test(percent.trim()) ? Math.round(value * 100) / 10_000 : value / 100;
};
const optional = (value: string) => (value.trim() === '' ? null : Number(value));

function SettingsCard({ game }: { game: TAdminGame }) {
  const { t } = useTranslation('settings');
  const query = useAdminQuery(adminGameSettings, { id: game.id });
  return (
    <Card title={t('game.settings')}>
      <Loaded query={query}>
        {(settings) => (
          <SettingsForm key={settings.version ?? 'none'} game={game} settings={settings} />
        )}
      </Loaded>
    </Card>
  );
}

function SettingsForm({ game, settings }: { game: TAdminGame; settings: TProviderGameSettings }) {
  const { t } = useTranslation('settings');
  const crash = settings.game === 'crash';
  const [draft, setDraft] = useState({
    rtp: settings.set.rtp === null ? '' : String(Math.round(settings.set.rtp * 1_000_000) / 10_000),
    minBet: text(settings.set.minBet),
    maxBet: text(settings.set.maxBet),
    maxMultiplier: text(settings.set.maxMultiplier),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdminMutation(adminGameSettingsSave, {
    invalidates: [adminGameSettings],
    quiet: true,
    onSuccess: () => toast.success(t('game.settingsSaved', { name: game.name })),
  });
  const submit = () => {
    const parsed = ZGameSettingsInput.safeParse({
      rtp: draft.rtp.trim() === '' ? null : fractionOf(draft.rtp),
      minBet: optional(draft.minBet),
      maxBet: optional(draft.maxBet),
      maxMultiplier: crash ? optional(draft.maxMultiplier) : null,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ id: game.id, version: settings.version, settings: parsed.data });
  };
  const error = (key: string) => (errors[key] ? { message: errors[key] } : undefined);
  const input = (key: keyof typeof draft, props: Record<string, string> = {}) => (
    <input
      type="number"
      step="0.01"
      {...props}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
    />
  );
  const { effective } = settings;
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="stats">
        <Stat
          label={t('game.rtpInForce')}
          value={`${(effective.rtp * 100).toFixed(2)}%`}
          hint={settings.set.rtp === null ? t('game.default') : t('game.setHere')}
        />
        <Stat label={t('game.minBetShort')} value={rupees(effective.minBet)} />
        <Stat label={t('game.maxBetShort')} value={rupees(effective.maxBet)} />
        {crash ? (
          <Stat label={t('game.maxMultiplier')} value={`${effective.maxMultiplier ?? '—'}×`} />
        ) : (
          <Stat label={t('game.maxPayout')} value={rupees(effective.maxPayout)} />
        )}
      </div>
      <p className="muted">{t('game.intro')}</p>
      <div className="form-grid">
        {crash ? (
          <Field label={t('game.rtp')} hint={t('game.crashRtp')}>
            <input value={`${(effective.rtp * 100).toFixed(2)}`} readOnly disabled />
          </Field>
        ) : (
          <Field label={t('game.rtp')} error={error('rtp')} hint={t('game.rtpHint')}>
            {input('rtp', { placeholder: t('game.defaultPlaceholder'), name: 'rtp' })}
          </Field>
        )}
        <Field label={t('game.minBet')} error={error('minBet')} hint={t('game.emptyDefault')}>
          {input('minBet', { name: 'minBet' })}
        </Field>
        <Field label={t('game.maxBet')} error={error('maxBet')} hint={t('game.emptyDefault')}>
          {input('maxBet', { name: 'maxBet' })}
        </Field>
        {crash ? (
          <Field
            label={t('game.maxMultiplier')}
            error={error('maxMultiplier')}
            hint={t('game.maxMultiplierHint')}
          >
            {input('maxMultiplier', { name: 'maxMultiplier' })}
          </Field>
        ) : null}
      </div>
      <p className="form-hint">{t('game.nextRound')}</p>
      <FormError error={save.error} />
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t('game.saveSettings')}
        </Button>
      </div>
    </form>
  );
}
