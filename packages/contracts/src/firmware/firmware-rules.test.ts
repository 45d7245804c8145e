import { describe, expect, it } from 'vitest';
import { compareVersions, firmwareExtensionOf, FIRMWARE_VERSION_PATTERN } from './firmware-rules.ts';

describe('compareVersions', () => {
  it('compares numbers as numbers, not text', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBe(1);
    expect(compareVersions('1.9.3', '1.10.0')).toBe(-1);
    expect(compareVersions('2.0.0', '10.0.0')).toBe(-1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
  });

  it('reads what devices report: missing parts, a v prefix, pre-releases, garbage as 0.0.0', () => {
    expect(compareVersions('1.7', '1.7.0')).toBe(0);
    expect(compareVersions('v1.7.1', '1.7.0')).toBe(1);
    expect(compareVersions('1.8.0-rc.1', '1.8.0')).toBe(-1);
    expect(compareVersions('1.8.0-rc.2', '1.8.0-rc.10')).toBe(-1);
    expect(compareVersions('1.8.0-rc.1', '1.7.9')).toBe(1);
    expect(compareVersions('', '0.0.1')).toBe(-1);
    expect(compareVersions('unknown', '0.0.0')).toBe(0);
  });
});

describe('firmware rules', () => {
  it('takes x.y.z versions only and .bin/.apk files only, any case', () => {
    expect(['1.0.0', '10.20.30'].every((v) => FIRMWARE_VERSION_PATTERN.test(v))).toBe(true);
    expect(['1.0', 'v1.0.0', '1.0.0-rc.1', '1.0.0 '].some((v) => FIRMWARE_VERSION_PATTERN.test(v))).toBe(false);
    expect(firmwareExtensionOf('Image.BIN')).toBe('.bin');
    expect(firmwareExtensionOf('app.apk')).toBe('.apk');
    expect(firmwareExtensionOf('sound.wav')).toBeUndefined();
    expect(firmwareExtensionOf('bin')).toBeUndefined();
  });
});
