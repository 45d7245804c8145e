import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SUBMENU_OPEN_DELAY_S } from '../../config/ui.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { isSuperAdmin, useSessionStore } from '../../stores/session-store.ts';
import { routeTable } from '../route-table.tsx';
import { useFeatureFlags } from '../use-feature-flags.ts';
import { buildMenuItems, openMenuGroups, selectedMenuKeys } from './menu-items.tsx';

interface Props {
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}

export function NavMenu({ mode, onNavigate }: Props) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const isAdmin = useSessionStore((state) => isSuperAdmin(state.userInfo));
  const { flags } = useFeatureFlags();
  const items = useMemo(() => buildMenuItems(routeTable, isAdmin, t, flags), [isAdmin, t, flags]);
  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={selectedMenuKeys(routeTable, pathname)}
      defaultOpenKeys={mode === 'inline' ? openMenuGroups(routeTable, pathname) : undefined}
      subMenuOpenDelay={SUBMENU_OPEN_DELAY_S}
      onClick={({ key }) => {
        onNavigate?.();
        navigateTo(key);
      }}
      style={{ flex: 1, minWidth: 0, border: 'none', background: 'transparent' }}
    />
  );
}
