import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../lib/navigation.ts';
import styles from './app-link.module.css';

const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** An in-app link that goes through navigateTo, so following a link to the current page reloads it. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      className={styles.link}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        navigateTo(to);
      }}
    >
      {children}
    </a>
  );
}
