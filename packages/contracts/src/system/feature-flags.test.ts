import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS, featureFlagsOf, systemWebMenuWith } from './feature-flags.ts';

describe('feature flags (system-web.menu)', () => {
  it('reads features.<key>.enabled, and upstream’s misplaced top-level addressBook', () => {
    const flags = featureFlagsOf({ features: { knowledgeBase: { enabled: false }, vad: { enabled: true } }, addressBook: { enabled: false } });
    expect(flags).toEqual({ ...DEFAULT_FEATURE_FLAGS, knowledgeBase: false, addressBook: false });
    expect(featureFlagsOf('{"features":{"voiceClone":{"enabled":false}}}').voiceClone).toBe(false);
  });

  it('never locks anyone out: broken JSON, wrong types and missing keys read as on', () => {
    for (const value of ['{"features":', 'null', '[]', 42, undefined, { features: [] }, { features: { knowledgeBase: { enabled: 'false' } } }, { features: { knowledgeBase: false } }]) {
      expect(featureFlagsOf(value)).toEqual(DEFAULT_FEATURE_FLAGS);
    }
  });

  it('writes upstream’s shape, keeping names, descriptions and unknown keys, moving a misplaced entry under features', () => {
    const menu = systemWebMenuWith({ other: 1, addressBook: { enabled: true }, features: { vad: { name: 'custom', enabled: true } } }, { ...DEFAULT_FEATURE_FLAGS, addressBook: false });
    expect(menu).not.toHaveProperty('addressBook');
    expect(menu).toMatchObject({ other: 1, features: { vad: { name: 'custom', enabled: true }, addressBook: { name: 'feature.addressBook.name', enabled: false } } });
    expect(featureFlagsOf(menu)).toEqual({ ...DEFAULT_FEATURE_FLAGS, addressBook: false });
  });
});
