import { findRoute } from '../../router/routes';

/** Whether a link from the server names a page of the app (docs/product.md §2 page table). */
export function isAppPage(link: string | null): link is string {
  if (!link) return false;
  return findRoute(new URL(link, 'https://app.invalid').pathname) !== undefined;
}
