/** Field lengths of the dictionary tables (upstream's: varchar 100 / 255; data sort 0–999). */
export const DICT_LIMITS = {
  dictType: 100,
  dictName: 255,
  dictLabel: 255,
  dictValue: 255,
  remark: 255,
  sortMax: 999,
} as const;

/** Dictionary codes other screens read. */
export const DICT_TYPES = { firmwareType: 'FIRMWARE_TYPE', mobileArea: 'MOBILE_AREA' } as const;
