import { featureFlagsOf, type FeatureFlags } from '@vox/contracts';
import { useMemo } from 'react';
import { usePubConfig } from '../features/auth/api/pub-config.ts';

/**
 * The feature switches of `pubConfig.systemWebMenu` (upstream.md §9.4). Until the public config is in, and whenever a
 * switch is missing or mistyped, it reads as on, so a broken param never hides a screen. `settled`: the load is over.
 */
export function useFeatureFlags(): { flags: FeatureFlags; settled: boolean } {
  const { pubConfig, settled } = usePubConfig();
  const flags = useMemo(() => featureFlagsOf(pubConfig.systemWebMenu), [pubConfig.systemWebMenu]);
  return { flags, settled };
}
