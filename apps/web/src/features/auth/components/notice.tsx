import type { ReactNode } from 'react';
import { CrownIcon, WarningIcon } from './icons.tsx';
import styles from './notice.module.css';

/** The first-administrator explanation on the register screen. */
export function BootstrapNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="note" className={styles.notice}>
      <CrownIcon className={styles.icon} />
      <div>
        <span className={styles.title}>{title}</span>
        {children}
      </div>
    </div>
  );
}

export function WarningNotice({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={`${styles.notice} ${styles.warning}`}>
      <WarningIcon className={styles.icon} />
      <div>{children}</div>
    </div>
  );
}
