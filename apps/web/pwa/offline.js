/* global STRINGS */
// The offline screen's words in the player's language (the build writes STRINGS, the six
// locales' offlineScreen texts, above this text): the one saved by the app, else the phone's
// (as src/i18n/languages.ts), else English. Retry reloads the page the player asked for.
(() => {
  const pick = (tag) => {
    if (!tag) return null;
    const lower = tag.trim().toLowerCase().replace('_', '-');
    if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'zh-TW';
    if (lower.startsWith('zh')) return 'zh-CN';
    const base = lower.split('-')[0];
    if (base === 'in' || base === 'ind') return 'id';
    return base in STRINGS ? base : null;
  };
  let saved = null;
  try {
    saved = localStorage.getItem('lang');
  } catch {
    // Storage off: the phone's language.
  }
  const language = [saved, ...navigator.languages].map(pick).find(Boolean) ?? 'en';
  const words = STRINGS[language];
  document.documentElement.lang = language;
  document.title = `Khel - ${words.title}`;
  document.getElementById('title').textContent = words.title;
  document.getElementById('text').textContent = words.text;
  const retry = document.getElementById('retry');
  retry.textContent = words.retry;
  retry.addEventListener('click', () => window.location.reload());
})();
