import type { AdminPermission } from '@khel/contract/admin';
import type { ComponentType, LazyExoticComponent } from 'react';

/** The sidebar's groups, in order; each screen names its own. */
export const NAV_GROUPS = [
  'overview',
  'players',
  'money',
  'promotions',
  'content',
  'support',
  'settings',
  'reports',
  'operators',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * One screen of the back office. Each area declares its own in `screens/<area>/index.ts` as
 * `export const SCREENS: Screen[]`; they are gathered here, so adding an area touches no shared
 * file. `nav`: its sidebar entry (a key of common:nav), or null for a detail page reached by a
 * link; `permission`: what the operator's role needs to see it (the server checks every call).
 */
export interface Screen {
  path: string;
  nav: string | null;
  group: NavGroup;
  permission: AdminPermission | null;
  component: LazyExoticComponent<ComponentType>;
  /** Sidebar order inside its group (smaller first). */
  order?: number;
}

const areas = import.meta.glob<Screen[]>('./screens/*/index.ts', {
  import: 'SCREENS',
  eager: true,
});

export const SCREENS: Screen[] = Object.values(areas)
  .flat()
  .sort(
    (a, b) =>
      NAV_GROUPS.indexOf(a.group) - NAV_GROUPS.indexOf(b.group) || (a.order ?? 0) - (b.order ?? 0),
  );
