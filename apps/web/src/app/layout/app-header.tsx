import { MenuOutlined } from '../../components/icons.tsx';
import { Button, Drawer, Grid, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { paths } from '../../config/paths.ts';
import { NARROW_BREAKPOINT } from '../../config/ui.ts';
import { navigateTo } from '../../lib/navigation.ts';
import styles from './console-layout.module.css';
import { NavMenu } from './nav-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** Horizontal menu on wide screens; a drawer behind a menu button below the `lg` breakpoint. */
export function AppHeader() {
  const { t } = useTranslation('menu');
  const screens = Grid.useBreakpoint();
  const wide = screens[NARROW_BREAKPOINT] ?? false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Layout.Header className={styles.header}>
      {wide ? null : <Button type="text" icon={<MenuOutlined />} aria-label={t('nav.open')} onClick={() => setDrawerOpen(true)} />}
      <a
        href={paths.home}
        className={styles.brandLink}
        onClick={(event) => {
          event.preventDefault();
          navigateTo(paths.home);
        }}
      >
        <Brand />
      </a>
      {wide ? <NavMenu mode="horizontal" /> : <div className={styles.spacer} />}
      <div className={styles.actions}>
        {/* Labels only where the menu still has room beside them. */}
        <LanguageSwitcher compact={!screens.xxl} />
        <UserMenu />
      </div>
      <Drawer placement="left" size={280} open={!wide && drawerOpen} onClose={() => setDrawerOpen(false)} title={<Brand size={24} />} styles={{ body: { padding: 8 } }}>
        <NavMenu mode="inline" onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </Layout.Header>
  );
}
