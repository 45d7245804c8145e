import { Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useEnsureUserInfo } from '../../features/auth/api/use-ensure-user-info.ts';
import { VersionFooter } from '../../features/auth/components/version-footer.tsx';
import { useRouteHandle } from '../../hooks/use-route-handle.ts';
import { isSuperAdmin, useSessionStore } from '../../stores/session-store.ts';
import { AppHeader } from './app-header.tsx';
import styles from './console-layout.module.css';
import { Forbidden } from './forbidden.tsx';

/** The signed-in frame: header with menu, the screen, the version footer. */
export default function ConsoleLayout() {
  useEnsureUserInfo();
  const handle = useRouteHandle();
  const userInfo = useSessionStore((state) => state.userInfo);
  // Admin screens say so plainly to other users instead of letting every call fail with 403.
  const forbidden = Boolean(handle?.adminOnly && userInfo && !isSuperAdmin(userInfo));
  return (
    <Layout className={styles.shell}>
      <AppHeader />
      <Layout.Content className={styles.content}>
        {forbidden ? (
          <Forbidden />
        ) : (
          <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} />}>
            <Outlet />
          </Suspense>
        )}
      </Layout.Content>
      <Layout.Footer style={{ padding: 0 }}>
        <VersionFooter />
      </Layout.Footer>
    </Layout>
  );
}
