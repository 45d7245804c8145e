import { describe, expect, it } from 'vitest';
import { agentListQuery, agentUpdateInput } from '../agents/agent.ts';
import { DEVICE_ID_HEADER_PATTERN, MAC_ADDRESS_PATTERN, normalizeMac } from './device.ts';
import { otaDeviceReport } from './ota.ts';

describe('device contracts', () => {
  it('spells every MAC one way', () => {
    expect(normalizeMac(' A4-CF-12-AB-CD-EF ')).toBe('a4:cf:12:ab:cd:ef');
    expect(MAC_ADDRESS_PATTERN.test('A4-CF-12-AB-CD-EF')).toBe(true);
    expect(MAC_ADDRESS_PATTERN.test('g4:cf:12:ab:cd:ef')).toBe(false);
    expect(DEVICE_ID_HEADER_PATTERN.test('g4:cf:12:ab:cd:ef')).toBe(true);
  });

  it('reads a firmware body leniently: wrong types become absent, extra fields stay', () => {
    const parsed = otaDeviceReport.parse({ application: { version: 7 }, board: 'x', chip_model_name: 'esp32s3', extra: 1 });
    expect(parsed).toEqual({ application: { version: undefined }, board: undefined, chip_model_name: 'esp32s3', extra: 1 });
    expect(otaDeviceReport.parse(undefined)).toBeUndefined();
  });

  it('reads an empty or unknown search type as a name search', () => {
    expect(agentListQuery.parse({ keyword: ' a ', searchType: '' })).toEqual({ keyword: 'a', searchType: 'name' });
    expect(agentListQuery.parse({ searchType: 'mac' }).searchType).toBe('mac');
  });

  it('keeps tags and context sources (headers default to none) and drops unknown keys instead of failing', () => {
    expect(agentUpdateInput.parse({ agentName: 'x', tagNames: ['a'], contextProviders: [{ url: ' https://a.example/ctx ' }], other: 1 })).toEqual({
      agentName: 'x',
      tagNames: ['a'],
      contextProviders: [{ url: 'https://a.example/ctx', headers: {} }],
    });
  });
});
