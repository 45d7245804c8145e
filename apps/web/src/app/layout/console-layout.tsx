import { Grid, Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useEnsureUserInfo } from '../../features/auth/api/use-ensure-user-info.ts';
import { VersionFooter } from '../../features/auth/components/version-footer.tsx';
import { NARROW_BREAKPOINT } from '../../config/ui.ts';
import { useRouteHandle } from '../../hooks/use-route-handle.ts';
import { isSuperAdmin, useSessionStore } from '../../stores/session-store.ts';
import { AppHeader } from './app-header.tsx';
import styles from './console-layout.module.css';
import { useFeatureFlags } from '../use-feature-flags.ts';
import { FeatureOff } from './feature-off.tsx';
import { Forbidden } from './forbidden.tsx';
import { SideNav } from './side-nav.tsx';

/** An admin screen's role check: refused for other users, waiting while the role is being loaded after a reload. */
function useAdminGate(adminOnly: boolean): 'forbidden' | 'waiting' | 'open' {
  const userLoad = useEnsureUserInfo();
  const userInfo = useSessionStore((state) => state.userInfo);
  const token = useSessionStore((state) => state.token);
  if (!adminOnly) return 'open';
  // Admin screens say so plainly to other users instead of letting every call fail with 403.
  if (userInfo) return isSuperAdmin(userInfo) ? 'open' : 'forbidden';
  // Until the role is known the screen is not mounted, so its queries are not sent for a user who may not see it.
  return token && !userLoad.failed ? 'waiting' : 'open';
}

/** What the content area shows: refused, switched off, waiting for the role or the switches, or the screen. */
function useScreenGate() {
  const handle = useRouteHandle();
  const adminGate = useAdminGate(Boolean(handle?.adminOnly));
  const isAdmin = isSuperAdmin(useSessionStore((state) => state.userInfo));
  const features = useFeatureFlags();
  const feature = handle?.feature;
  if (adminGate === 'forbidden') return { kind: 'forbidden' } as const;
  // A switched-off feature's screen says so; until the switches are known, nothing is shown.
  if (feature && features.settled && !features.flags[feature]) return { kind: 'off', feature, admin: isAdmin } as const;
  if ((feature && !features.settled) || adminGate === 'waiting') return { kind: 'waiting' } as const;
  return { kind: 'screen' } as const;
}

/** The signed-in frame: header, the side menu on wide screens, the screen, the version footer. */
export default function ConsoleLayout() {
  const gate = useScreenGate();
  const wide = Grid.useBreakpoint()[NARROW_BREAKPOINT] ?? false;
  return (
    <Layout className={styles.shell}>
      <AppHeader wide={wide} />
      <Layout hasSider={wide}>
        {wide ? <SideNav /> : null}
        <Layout className={styles.main}>
          <Layout.Content className={styles.content}>
            {gate.kind === 'forbidden' ? (
              <Forbidden />
            ) : gate.kind === 'off' ? (
              <FeatureOff feature={gate.feature} isAdmin={gate.admin} />
            ) : gate.kind === 'waiting' ? (
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
      </Layout>
    </Layout>
  );
}
