import { z } from 'zod';
import { FIRMWARE_VERSION_PATTERN } from '../firmware/firmware-rules.ts';
import { DEVICE_ALIAS_MAX, MAC_ADDRESS_PATTERN } from './device-rules.ts';

export * from './device-rules.ts';

export const agentIdParam = z.object({ agentId: z.string().min(1).max(64) });
export const activationCodeParams = z.object({ agentId: z.string().min(1).max(64), code: z.string().max(32) });

/**
 * Upstream's UserShowDeviceListVO. `createDate` is UTC `yyyy-MM-dd HH:mm:ss`; the
 * timestamps are epoch milliseconds as strings (Long on the wire).
 */
export const boundDevice = z.object({
  id: z.string(),
  agentId: z.string().nullable(),
  macAddress: z.string(),
  board: z.string().nullable(),
  deviceType: z.string().nullable(),
  appVersion: z.string().nullable(),
  alias: z.string().nullable(),
  autoUpdate: z.number().int(),
  createDate: z.string(),
  createDateTimestamp: z.string(),
  lastConnectedAtTimestamp: z.string().nullable(),
});
export type BoundDevice = z.infer<typeof boundDevice>;

/** `PUT /device/update/{id}`: only the fields sent change. */
export const deviceUpdateInput = z.object({
  autoUpdate: z.coerce.number().int().min(0).max(1).nullish(),
  alias: z.string().trim().max(DEVICE_ALIAS_MAX).nullish(),
});
export type DeviceUpdateInput = z.infer<typeof deviceUpdateInput>;

export const deviceUnbindInput = z.object({ deviceId: z.string().trim().min(1).max(64) });
export type DeviceUnbindInput = z.infer<typeof deviceUnbindInput>;

/** `POST /device/preregister` (also upstream's `/device/manual-add`). */
export const deviceManualAddInput = z.object({
  agentId: z.string().min(1).max(64),
  board: z.string().trim().min(1).max(50),
  /** The firmware version, x.y.z like a firmware upload's, since devices and OTA compare it with those. */
  appVersion: z.string().trim().max(20).regex(FIRMWARE_VERSION_PATTERN),
  macAddress: z.string().trim().regex(MAC_ADDRESS_PATTERN),
});
export type DeviceManualAddInput = z.infer<typeof deviceManualAddInput>;

/**
 * What the device usage guide shows: the OTA address to flash into the firmware. `otaConfigured`
 * is false when param `server.ota` is unset and the address was derived from this request.
 */
export const deviceConnectionGuide = z.object({
  otaUrl: z.string(),
  otaConfigured: z.boolean(),
});
export type DeviceConnectionGuide = z.infer<typeof deviceConnectionGuide>;
