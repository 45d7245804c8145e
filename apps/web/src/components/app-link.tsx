import { Typography } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../lib/navigation.ts';

const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** An in-app link that goes through navigateTo, so following a link to the current page reloads it (SPEC §2). */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Typography.Link
      href={to}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        navigateTo(to);
      }}
    >
      {children}
    </Typography.Link>
  );
}
