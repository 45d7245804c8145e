import { z } from 'zod';

/** The switches of the feature-management screen, in its two groups. */
export const FEATURE_GROUPS = {
  featureManagement: ['voiceprintRecognition', 'voiceClone', 'knowledgeBase', 'mcpAccessPoint', 'addressBook'],
  voiceManagement: ['vad', 'asr'],
} as const;

export type FeatureKey = (typeof FEATURE_GROUPS)[keyof typeof FEATURE_GROUPS][number];
export const FEATURE_KEYS: readonly FeatureKey[] = [...FEATURE_GROUPS.featureManagement, ...FEATURE_GROUPS.voiceManagement];

export type FeatureFlags = Record<FeatureKey, boolean>;

/**
 * What a missing, mistyped or unreadable switch means: on. The console showed every one of these screens before the
 * switches existed, and a broken `system-web.menu` value must never hide a screen nobody can then switch back on.
 */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = Object.fromEntries(FEATURE_KEYS.map((key) => [key, true])) as FeatureFlags;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The switches in a `system-web.menu` value (the parsed object or its JSON text): `features.<key>.enabled`, also read
 * at the top level where upstream's migration misplaced `addressBook`. Anything else: the default.
 */
export function featureFlagsOf(menu: unknown): FeatureFlags {
  let value = menu;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = undefined;
    }
  }
  const root = isObject(value) ? value : {};
  const features = isObject(root.features) ? root.features : {};
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  for (const key of FEATURE_KEYS) {
    const entry = isObject(features[key]) ? features[key] : isObject(root[key]) ? root[key] : undefined;
    if (typeof entry?.enabled === 'boolean') flags[key] = entry.enabled;
  }
  return flags;
}

/**
 * The `system-web.menu` value after saving `flags` on top of `previous` (parsed): upstream's shape, each feature's
 * name and description keys kept, a misplaced top-level entry moved under `features`, other keys left alone.
 */
export function systemWebMenuWith(previous: unknown, flags: FeatureFlags): Record<string, unknown> {
  const root: Record<string, unknown> = isObject(previous) ? { ...previous } : {};
  const oldFeatures = isObject(root.features) ? root.features : {};
  const features: Record<string, unknown> = { ...oldFeatures };
  for (const key of FEATURE_KEYS) {
    const old = isObject(oldFeatures[key]) ? oldFeatures[key] : isObject(root[key]) ? root[key] : {};
    delete root[key];
    features[key] = { name: `feature.${key}.name`, description: `feature.${key}.description`, ...old, enabled: flags[key] };
  }
  return { ...root, features, groups: { featureManagement: [...FEATURE_GROUPS.featureManagement], voiceManagement: [...FEATURE_GROUPS.voiceManagement] } };
}

export const featureFlagsSchema = z.object(Object.fromEntries(FEATURE_KEYS.map((key) => [key, z.boolean()])) as Record<FeatureKey, z.ZodBoolean>);

/** `GET /admin/features`: the switches as stored (defaults filled in) and whether the stored value was readable. */
export const featureSettings = z.object({ flags: featureFlagsSchema, storedValueValid: z.boolean() });
export type FeatureSettings = z.infer<typeof featureSettings>;
