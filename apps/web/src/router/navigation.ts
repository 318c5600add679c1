import { useSyncExternalStore } from 'react';
import { HOME_PATH, isTabPath, type AppPath, type PagePath, type TabPath } from './paths';
import { findRoute, type PageQuery } from './routes';

/**
 * Navigation with the semantics of docs/product.md §2 on top of the history API (base '/'):
 * tab pages open only through switchTab, other pages only through navigateTo or redirectTo,
 * and opening the URL already shown is refused as 'locked'.
 */
export interface AppLocation {
  path: string;
  query: PageQuery;
  /** Path and query string, as compared for the 'locked' rule. */
  url: string;
}

export type NavResult = { ok: true } | { ok: false; error: string };

/** The query a page is opened with; it reaches the page as its `query` prop. */
export type QueryInput = Readonly<Record<string, string | number>>;
/** A page and its query, as link helpers answer them: `navigateTo(...orderDetailLink(no))`. */
export type PageLink<P extends AppPath = PagePath> = readonly [path: P, query?: QueryInput];

function toUrl(path: AppPath, query: QueryInput = {}): string {
  // URLSearchParams writes numbers as strings.
  const search = new URLSearchParams(query as Record<string, string>).toString();
  return search ? `${path}?${search}` : path;
}

interface HistoryState {
  idx?: number;
}

const listeners = new Set<() => void>();

function normalizeUrl(url: string): { path: string; search: string } {
  const parsed = new URL(url, window.location.origin);
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  return { path, search: parsed.search };
}

function readLocation(): AppLocation {
  const { path, search } = normalizeUrl(window.location.pathname + window.location.search);
  return { path, query: Object.fromEntries(new URLSearchParams(search)), url: path + search };
}

let current = readLocation();
/** How many app pages are below this one in the history stack. */
let depth = (window.history.state as HistoryState | null)?.idx ?? 0;

function emit() {
  current = readLocation();
  for (const listener of listeners) listener();
}

window.addEventListener('popstate', (event) => {
  depth = (event.state as HistoryState | null)?.idx ?? 0;
  emit();
});

export const getLocation = () => current;

export function useLocation(): AppLocation {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getLocation);
}

type Kind = 'page' | 'tab' | 'any';

/**
 * A router-level check run before every navigation that would otherwise succeed. Answering true
 * takes the navigation over (refused as 'blocked'); `proceed` performs it later, e.g. once what
 * the guard needs has loaded. The deposit guard (docs/product.md §2) is the one user.
 */
export type NavigationGuard = (target: { path: AppPath; proceed: () => NavResult }) => boolean;

/** Registered by the app shell at start-up (main.tsx): the router knows no feature. */
const guards = new Set<NavigationGuard>();

export function addNavigationGuard(guard: NavigationGuard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

function refuse(url: string, kind: Kind): string | null {
  const { path, search } = normalizeUrl(url);
  if (!findRoute(path)) return `page ${path} is not found`;
  if (kind === 'tab' && !isTabPath(path)) return `can not switchTab to ${path}: not a tab page`;
  if (kind === 'page' && isTabPath(path)) return `can not navigateTo ${path}: use switchTab`;
  if (path + search === current.url) return 'locked';
  return null;
}

function go(url: string, kind: Kind, mode: 'push' | 'replace', nextDepth: () => number): NavResult {
  const error = refuse(url, kind);
  if (error) return { ok: false, error };
  const path = findRoute(normalizeUrl(url).path)!.path;
  const proceed = () => commit(url, kind, mode, nextDepth);
  for (const guard of guards) if (guard({ path, proceed })) return { ok: false, error: 'blocked' };
  return commit(url, kind, mode, nextDepth);
}

/** Performs a navigation the guards let through (checked again: the page may have changed). */
function commit(
  url: string,
  kind: Kind,
  mode: 'push' | 'replace',
  nextDepth: () => number,
): NavResult {
  const error = refuse(url, kind);
  if (error) return { ok: false, error };
  const { path, search } = normalizeUrl(url);
  const idx = nextDepth();
  const state: HistoryState = { idx };
  if (mode === 'push') window.history.pushState(state, '', path + search);
  else window.history.replaceState(state, '', path + search);
  depth = idx;
  emit();
  window.scrollTo(0, 0);
  return { ok: true };
}

const page = (url: string) => go(url, 'page', 'push', () => depth + 1);
const tab = (url: string) => go(url, 'tab', 'replace', () => 0);

/** Opens a page above the current one. */
export const navigateTo = (path: PagePath, query?: QueryInput) => page(toUrl(path, query));
/** Replaces the current page with another. */
export const redirectTo = (path: PagePath, query?: QueryInput) =>
  go(toUrl(path, query), 'page', 'replace', () => depth);
/** Shows a tab page; the pages opened above the tabs are left behind. */
export const switchTab = (path: TabPath, query?: QueryInput) => tab(toUrl(path, query));
/** Starts over on any page, with nothing to go back to. */
export const reLaunch = (path: AppPath, query?: QueryInput) =>
  go(toUrl(path, query), 'any', 'replace', () => 0);

/** Goes back one page; with no app page below, falls back to Home. */
export function navigateBack(): NavResult {
  if (depth > 0) {
    window.history.back();
    return { ok: true };
  }
  return tab(HOME_PATH);
}

/** Opens any route the right way: tab pages by switching tabs, others by navigating. */
export const openPage = (path: AppPath, query?: QueryInput) => openLink(toUrl(path, query));

/**
 * Opens an in-app URL that only comes at run time (a banner's or a promo's link, app info's
 * faq_url) the same way; its path is checked against the routes like any other.
 */
export const openLink = (url: string) =>
  isTabPath(findRoute(normalizeUrl(url).path)?.path ?? '') ? tab(url) : page(url);
