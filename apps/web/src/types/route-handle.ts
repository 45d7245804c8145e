import type { FeatureKey } from '@vox/contracts';
import type menu from '../locales/zh_CN/menu.json';

export type MenuTitleKey = keyof typeof menu;
export type MenuGroup = 'main' | 'mcp' | 'voice' | 'admin';

/** What every route of the route table carries in its data-router `handle`. */
export interface RouteHandle {
  name: string;
  titleKey: MenuTitleKey;
  /** Guard: these routes need a stored token. */
  needsToken: boolean;
  /** Shown in the menu only to super administrators. */
  adminOnly: boolean;
  menu?: MenuGroup;
  /** The `system-web.menu` switch that shows or hides this screen. */
  feature?: FeatureKey;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'titleKey' in handle;
