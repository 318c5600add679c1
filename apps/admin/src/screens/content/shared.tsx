import { TRANSLATED_LANGUAGES } from '@khel/contract/admin-content';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../i18n';
import { Badge, Tabs } from '../../ui/layout';
import './content.css';

/** The languages content is written in: English (the row) first, then its translations. */
export const CONTENT_LANGUAGES = ['en', ...TRANSLATED_LANGUAGES] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Tab names short enough for six in a row (the full name is the tooltip). */
const SHORT_NAMES: Record<ContentLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  id: 'Indonesia',
};

/** Tabs of the six languages; a green dot marks the ones with text. */
export function LanguageTabs({
  value,
  onChange,
  filled,
}: {
  value: ContentLanguage;
  onChange: (language: ContentLanguage) => void;
  filled: (language: ContentLanguage) => boolean;
}) {
  return (
    <Tabs
      tabs={CONTENT_LANGUAGES.map((language) => ({
        key: language,
        label: (
          <span className="ct-tab" title={LANGUAGE_NAMES[language]}>
            {SHORT_NAMES[language]}
            <span
              className={filled(language) ? 'ct-dot ct-dot-on' : 'ct-dot'}
              aria-label={filled(language) ? '✓' : undefined}
            />
          </span>
        ),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** Which languages a row has text in, as small tags (missing ones dashed). */
export function LanguageTags({ translated }: { translated: readonly string[] }) {
  return (
    <span className="ct-langs">
      {CONTENT_LANGUAGES.map((language) => (
        <span
          key={language}
          className={
            language === 'en' || translated.includes(language)
              ? 'ct-lang'
              : 'ct-lang ct-lang-missing'
          }
          title={LANGUAGE_NAMES[language]}
        >
          {language}
        </span>
      ))}
    </span>
  );
}

/** The platform's timezone: times are entered and shown as India time (GMT+5:30). */
const IST_OFFSET_MS = 330 * 60_000;

/** An instant as the value of a datetime-local input, in India time. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value (India time) as an instant, or null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = Date.parse(`${value}:00+05:30`);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** Where a scheduled row stands now: off, waiting for its start, shown, or over. */
export function ScheduleBadge({
  row,
}: {
  row: { enabled: boolean; live: boolean; startsAt: string | null };
}) {
  const { t } = useTranslation('content');
  // The page's moment: the server's `live` already says whether players see it now.
  const [now] = useState(() => Date.now());
  if (!row.enabled) return <Badge>{t('status.disabled')}</Badge>;
  if (row.live) return <Badge tone="good">{t('status.live')}</Badge>;
  if (row.startsAt && Date.parse(row.startsAt) > now)
    return <Badge tone="info">{t('status.scheduled')}</Badge>;
  return <Badge tone="warn">{t('status.ended')}</Badge>;
}

/** The time window of a row, in India time. */
export function Window({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  const { t } = useTranslation('content');
  const show = (iso: string | null) => (iso ? toLocalInput(iso).replace('T', ' ') : null);
  if (!startsAt && !endsAt) return <span className="muted">{t('window.always')}</span>;
  return (
    <span>
      {show(startsAt) ?? t('window.now')} → {show(endsAt) ?? t('window.open')}
    </span>
  );
}

export function Check({ children, ...input }: { children: ReactNode } & ComponentProps<'input'>) {
  return (
    <label className="ct-check">
      <input type="checkbox" {...input} />
      {children}
    </label>
  );
}
