import { Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useEnsureUserInfo } from '../../features/auth/api/use-ensure-user-info.ts';
import { VersionFooter } from '../../features/auth/components/version-footer.tsx';
import { useRouteHandle } from '../../hooks/use-route-handle.ts';
import { isSuperAdmin, useSessionStore } from '../../stores/session-store.ts';
import { AppHeader } from './app-header.tsx';
import styles from './console-layout.module.css';
import { useFeatureFlags } from '../use-feature-flags.ts';
import { FeatureOff } from './feature-off.tsx';
import { Forbidden } from './forbidden.tsx';

/** The signed-in frame: header with menu, the screen, the version footer. */
export default function ConsoleLayout() {
  useEnsureUserInfo();
  const handle = useRouteHandle();
  const userInfo = useSessionStore((state) => state.userInfo);
  // Admin screens say so plainly to other users instead of letting every call fail with 403.
  const forbidden = Boolean(handle?.adminOnly && userInfo && !isSuperAdmin(userInfo));
  // A switched-off feature's screen says so; until the switches are known, nothing is shown.
  const features = useFeatureFlags();
  const feature = handle?.feature;
  const switchedOff = Boolean(feature && features.settled && !features.flags[feature]);
  const waiting = Boolean(feature && !features.settled);
  return (
    <Layout className={styles.shell}>
      <AppHeader />
      <Layout.Content className={styles.content}>
        {forbidden ? (
          <Forbidden />
        ) : switchedOff && feature ? (
          <FeatureOff feature={feature} isAdmin={isSuperAdmin(userInfo)} />
        ) : waiting ? (
          <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />
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
