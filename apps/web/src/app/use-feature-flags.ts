import type { FeatureFlags } from '@vox/contracts';
import { usePubConfig } from '../features/auth/api/pub-config.ts';
import { useStoredFeatureFlags } from '../hooks/use-feature-flags.ts';

/**
 * The feature switches of `pubConfig.systemWebMenu`. Until the public config is in, and whenever a
 * switch is missing or mistyped, it reads as on, so a broken param never hides a screen. `settled`: the load is over.
 */
export function useFeatureFlags(): { flags: FeatureFlags; settled: boolean } {
  const { settled } = usePubConfig();
  return { flags: useStoredFeatureFlags(), settled };
}
