import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { GameCode } from '../lib/types';

type PageModule = () => Promise<{ default: ComponentType }>;

const loaders: Record<GameCode, PageModule> = {
  dice: () => import('./dice/DicePage').then((m) => ({ default: m.DicePage })),
  limbo: () => import('./limbo/LimboPage').then((m) => ({ default: m.LimboPage })),
  mines: () => import('./mines/MinesPage').then((m) => ({ default: m.MinesPage })),
  // Crash has its own folder (src/web/crash: its page, strings and styles).
  crash: () => import('../crash/CrashPage').then((m) => ({ default: m.CrashPage })),
};

const pages = new Map<GameCode, LazyExoticComponent<ComponentType>>();

/** The page component of a game (loaded on first use), or null for a game this build lacks. */
export function gamePage(game: GameCode): LazyExoticComponent<ComponentType> | null {
  const load = loaders[game];
  if (!load) return null;
  let page = pages.get(game);
  if (!page) {
    page = lazy(load);
    pages.set(game, page);
  }
  return page;
}

/** Starts fetching a game's code while the session is being opened. */
export function preloadGame(game: GameCode) {
  void loaders[game]?.().catch(() => undefined);
}
