import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    checkCDNCacheStatus?: () => void;
  }
}

/** Alt+C and the global debug function both open the dialog. */
export function useCacheDialogTrigger(open: () => void): void {
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyC') {
        event.preventDefault();
        openRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    window.checkCDNCacheStatus = () => openRef.current();
    return () => {
      window.removeEventListener('keydown', onKey);
      delete window.checkCDNCacheStatus;
    };
  }, []);
}
