import type { PubConfig } from '@vox/contracts';
import { useEffect, useState } from 'react';
import { apiEnvelope } from '../../../lib/http.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { signInEndpoints } from './sign-in-endpoints.ts';

let inFlight: Promise<void> | undefined;

/** Public config is loaded once per session and stored only when the answer's code is 0. */
export function loadPubConfig(): Promise<void> {
  if (useSessionStore.getState().pubConfigLoaded) return Promise.resolve();
  inFlight ??= apiEnvelope(signInEndpoints.pubConfig, {})
    .then((answer) => {
      if (answer.code === 0) useSessionStore.getState().setPubConfig(answer.data);
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

interface PubConfigState {
  pubConfig: PubConfig;
  loaded: boolean;
  /** The load has finished, well or not; forms wait for this so fields do not jump when the config lands. */
  settled: boolean;
}

export function usePubConfig(): PubConfigState {
  const pubConfig = useSessionStore((state) => state.pubConfig);
  const loaded = useSessionStore((state) => state.pubConfigLoaded);
  const [attempted, setAttempted] = useState(false);
  useEffect(() => {
    let live = true;
    void loadPubConfig().then(() => live && setAttempted(true));
    return () => {
      live = false;
    };
  }, []);
  return { pubConfig, loaded, settled: loaded || attempted };
}
