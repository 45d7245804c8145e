import { useState } from 'react';
import { storage } from '../stores/storage.ts';

/** A hint the user closed stays closed in this browser; `key` names the hint. */
export function useDismissed(key: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => storage.get(key) === '1');
  return [
    dismissed,
    () => {
      storage.set(key, '1');
      setDismissed(true);
    },
  ];
}
