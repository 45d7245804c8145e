import { MenuOutlined } from '../../components/icons.tsx';
import { Button, Drawer, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand.tsx';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { paths } from '../../config/paths.ts';
import { navigateTo } from '../../lib/navigation.ts';
import styles from './console-layout.module.css';
import { NavMenu } from './nav-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** Brand and account; below the `lg` breakpoint also the button opening the menu in a drawer (wide screens have the side menu). */
export function AppHeader({ wide }: { wide: boolean }) {
  const { t } = useTranslation('menu');
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
      <div className={styles.spacer} />
      <div className={styles.actions}>
        <LanguageSwitcher compact={!wide} />
        <UserMenu />
      </div>
      <Drawer placement="left" size={280} open={!wide && drawerOpen} onClose={() => setDrawerOpen(false)} title={<Brand size={24} />} styles={{ body: { padding: 8 } }}>
        <nav>
          <NavMenu onNavigate={() => setDrawerOpen(false)} />
        </nav>
      </Drawer>
    </Layout.Header>
  );
}
