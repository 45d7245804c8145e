import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SUBMENU_OPEN_DELAY_S } from '../../config/ui.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { isSuperAdmin, useSessionStore } from '../../stores/session-store.ts';
import { routeTable } from '../route-table.tsx';
import { useFeatureFlags } from '../use-feature-flags.ts';
import styles from './console-layout.module.css';
import { buildMenuItems, openMenuGroups, selectedMenuKeys } from './menu-items.tsx';

interface Props {
  onNavigate?: () => void;
}

type ClickEvent = { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; preventDefault(): void };

/** A click with a modifier is left to the entry's link (a new tab or window); any other moves within the console. */
const opensElsewhere = (event: ClickEvent) => Boolean(event.ctrlKey || event.metaKey || event.shiftKey);

/** The console's menu, unfolding in place: the side column on wide screens, the drawer on narrow ones. */
export function NavMenu({ onNavigate }: Props) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const isAdmin = useSessionStore((state) => isSuperAdmin(state.userInfo));
  const { flags } = useFeatureFlags();
  const items = useMemo(() => buildMenuItems(routeTable, isAdmin, t, flags), [isAdmin, t, flags]);
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selectedMenuKeys(routeTable, pathname)}
      defaultOpenKeys={openMenuGroups(routeTable, pathname)}
      subMenuOpenDelay={SUBMENU_OPEN_DELAY_S}
      onClick={({ key, domEvent }) => {
        if (opensElsewhere(domEvent)) return;
        domEvent.preventDefault();
        onNavigate?.();
        navigateTo(key);
      }}
      className={styles.navMenu}
      style={{ border: 'none', background: 'transparent' }}
    />
  );
}
