import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@vox/contracts';
import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { MenuGroup } from '../../types/route-handle.ts';
import type { AppRoute } from '../route-table.tsx';
import { menuGroupIcons, menuIcons } from '../../components/menu-icons.tsx';

type MenuItem = Required<MenuProps>['items'][number];

const GROUP_ORDER: readonly MenuGroup[] = ['main', 'mcp', 'voice', 'admin'];

const toItem = (route: AppRoute, t: TFunction<'menu'>): MenuItem => {
  const Icon = route.icon ? menuIcons[route.icon] : undefined;
  // A real link, so an entry can be opened in a new tab or copied like any address.
  return { key: route.path, icon: Icon ? <Icon /> : undefined, label: <a href={route.path}>{t(route.titleKey)}</a> };
};

/**
 * Menu entries from the route table; admin-only entries appear only for super administrators, and an entry behind a
 * feature switch only while it is on.
 */
export function buildMenuItems(routes: readonly AppRoute[], isAdmin: boolean, t: TFunction<'menu'>, features: FeatureFlags = DEFAULT_FEATURE_FLAGS): MenuItem[] {
  const visible = routes.filter((route) => route.menu && (isAdmin || !route.adminOnly) && (!route.feature || features[route.feature]));
  return GROUP_ORDER.flatMap((group): MenuItem[] => {
    const entries = visible.filter((route) => route.menu === group).map((route) => toItem(route, t));
    if (group === 'main' || entries.length === 0) return entries;
    const Icon = menuGroupIcons[group];
    return [{ key: `group:${group}`, icon: <Icon />, label: t(`group.${group}`), children: entries }];
  });
}

/** The menu route for a location: the longest menu path it starts with (e.g. /datasets/42 → /datasets). */
function menuRouteAt(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return routes
    .filter((route) => route.menu && (pathname === route.path || pathname.startsWith(`${route.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export const selectedMenuKeys = (routes: readonly AppRoute[], pathname: string): string[] => {
  const route = menuRouteAt(routes, pathname);
  return route ? [route.path] : [];
};

/** The group to unfold in the drawer menu so the current entry is visible. */
export const openMenuGroups = (routes: readonly AppRoute[], pathname: string): string[] => {
  const group = menuRouteAt(routes, pathname)?.menu;
  return group && group !== 'main' ? [`group:${group}`] : [];
};
