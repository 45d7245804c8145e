import { Layout } from 'antd';
import styles from './console-layout.module.css';
import { NavMenu } from './nav-menu.tsx';

/**
 * The menu on wide screens: a side column whose entries wrap onto a second line rather than being cut or folded
 * into "···", so every entry reads whole in the longest language; it scrolls on its own when the groups are open.
 */
export function SideNav() {
  return (
    <Layout.Sider width={240} theme="light" className={styles.sider}>
      <nav>
        <NavMenu />
      </nav>
    </Layout.Sider>
  );
}
