import { featureFlagsOf, type FeatureFlags } from '@vox/contracts';
import { useMemo } from 'react';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * The feature switches of the public config already loaded (the console layout loads it); a missing or mistyped
 * switch, or a config not loaded yet, reads as on.
 */
export function useStoredFeatureFlags(): FeatureFlags {
  const menu = useSessionStore((state) => state.pubConfig.systemWebMenu);
  return useMemo(() => featureFlagsOf(menu), [menu]);
}
