import { describe, expect, it } from 'vitest';
import { isFeatureOn } from './feature-flags.ts';

describe('isFeatureOn', () => {
  it('reads features.<name>.enabled and treats anything else as off', () => {
    expect(isFeatureOn({ features: { voiceprintRecognition: { enabled: true } } }, 'voiceprintRecognition')).toBe(true);
    expect(isFeatureOn({ features: { voiceprintRecognition: { enabled: false } } }, 'voiceprintRecognition')).toBe(false);
    expect(isFeatureOn({ features: { voiceprintRecognition: { enabled: 'true' } } }, 'voiceprintRecognition')).toBe(false);
    // The seeded quirk: addressBook at the top level instead of under features.
    expect(isFeatureOn({ addressBook: { enabled: true } }, 'addressBook')).toBe(false);
    expect(isFeatureOn({}, 'voiceprintRecognition')).toBe(false);
  });
});
