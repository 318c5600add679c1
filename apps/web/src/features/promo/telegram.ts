/**
 * The Telegram community link is operator configuration: read from the app info's `appConfig`
 * JSON string under `telegram_url` (docs/product.md §3 names only manual_recharge_url and faq_url there,
 * so this key is ours). Only an https link counts as configured.
 */
export function telegramUrlFrom(appConfig: string | null | undefined): string | null {
  if (!appConfig) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(appConfig);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const url = (parsed as Record<string, unknown>).telegram_url;
  if (typeof url !== 'string') return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
