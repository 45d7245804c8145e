import type { ReactNode } from 'react';

/** A hint under a text area with a character counter: it leaves room for the counter instead of running under it. */
export function CountHint({ children }: { children: ReactNode }) {
  return <span style={{ display: 'block', paddingInlineEnd: 96 }}>{children}</span>;
}
