import type { FeatureKey } from '@vox/contracts';
import type { MenuIconName } from '../components/menu-icons.tsx';
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
  /** Its menu entry's icon. */
  icon?: MenuIconName;
  /** The `system-web.menu` switch that shows or hides this screen. */
  feature?: FeatureKey;
}

/** Where a menu entry goes: its group, and its place there (the menu lists a group's entries by `order`). */
type MenuPlacement = { menu: MenuGroup; order: number } | { menu?: undefined; order?: undefined };

/**
 * A console screen's route as `app/routes/<screen>.route.ts` declares it, beside the screen it shows
 * (`<screen>.tsx`); the route table adds the lazy screen, `config/paths.ts` the path. Open and for everyone unless
 * it says otherwise.
 */
export type RouteDeclaration = Omit<RouteHandle, 'needsToken' | 'adminOnly' | 'menu'> &
  Partial<Pick<RouteHandle, 'needsToken' | 'adminOnly'>> &
  MenuPlacement & { path: string };

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'titleKey' in handle;
