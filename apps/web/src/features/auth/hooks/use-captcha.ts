import { useCallback, useEffect, useRef, useState } from 'react';
import { uuidV4 } from '../../../lib/uuid.ts';
import { fetchCaptcha } from '../api/captcha.ts';

export interface Captcha {
  /** The captchaId sent with the form: the uuid the current picture was asked for with. */
  uuid: string;
  imageUrl: string;
  loading: boolean;
  failed: boolean;
  refresh: () => void;
  /** Refresh after a pause, e.g. 1 s after a failed sign-in. */
  refreshLater: (delayMs: number) => void;
}

export function useCaptcha(): Captcha {
  const [state, setState] = useState({ uuid: '', imageUrl: '', loading: true, failed: false });
  const latest = useRef('');
  const laterTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const refresh = useCallback(() => {
    const uuid = uuidV4();
    latest.current = uuid;
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    fetchCaptcha(uuid).then(
      (blob) => {
        if (latest.current !== uuid) return;
        setState({ uuid, imageUrl: URL.createObjectURL(blob), loading: false, failed: false });
      },
      () => latest.current === uuid && setState((previous) => ({ ...previous, uuid, loading: false, failed: true })),
    );
  }, []);

  const refreshLater = useCallback(
    (delayMs: number) => {
      clearTimeout(laterTimer.current);
      laterTimer.current = setTimeout(refresh, delayMs);
    },
    [refresh],
  );

  useEffect(() => {
    refresh();
    return () => {
      clearTimeout(laterTimer.current);
      latest.current = '';
    };
  }, [refresh]);

  // The previous picture's object URL is released whenever a new one replaces it, and on unmount.
  useEffect(() => () => void (state.imageUrl && URL.revokeObjectURL(state.imageUrl)), [state.imageUrl]);

  return { ...state, refresh, refreshLater };
}
