import type { AppConfigLinks } from '@khel/contract';
import { PATHS } from '../../router/paths';

export type FaqTarget = { kind: 'page'; path: string } | { kind: 'url'; url: string };

/**
 * Reads faq_url from app info's appConfig JSON string (docs/product.md §3): an in-app path opens as a
 * page, an http(s) link in a new tab; anything missing or unreadable falls back to the FAQ page.
 */
export function faqTarget(appConfig: string | null | undefined): FaqTarget {
  let url = '';
  try {
    const links = JSON.parse(appConfig ?? '') as Partial<AppConfigLinks> | null;
    url = typeof links?.faq_url === 'string' ? links.faq_url.trim() : '';
  } catch {
    /* not JSON: use the default */
  }
  if (/^https?:\/\//i.test(url)) return { kind: 'url', url };
  if (url.startsWith('/')) return { kind: 'page', path: url };
  return { kind: 'page', path: PATHS.faq };
}
