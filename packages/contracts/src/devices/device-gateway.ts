import { z } from 'zod';
import { boundDevice } from './device.ts';
import { MAC_ADDRESS_PATTERN } from './device-rules.ts';

export const deviceIdParam = z.object({ deviceId: z.string().max(64) });

/** MCP tool names are short identifiers such as `self.audio_speaker.set_volume`. */
export const DEVICE_TOOL_NAME_MAX = 128;

/** Upstream's `POST /device/tools/call/{deviceId}`: one MCP `tools/call` on the device. */
export const deviceToolCallInput = z.object({
  name: z.string().trim().min(1).max(DEVICE_TOOL_NAME_MAX),
  arguments: z.record(z.string(), z.unknown()).default({}),
});
export type DeviceToolCallInput = z.infer<typeof deviceToolCallInput>;

/** The device's MCP `tools/list` result as the gateway relays it: `{tools: [{name, description, inputSchema}]}`. */
export const deviceToolList = z.looseObject({ tools: z.array(z.unknown()) });
export type DeviceToolList = z.infer<typeof deviceToolList>;

/** Upstream's legacy `POST /device/register {macAddress}`: answers a 6-digit code for that MAC. */
export const deviceRegisterInput = z.object({ macAddress: z.string().trim().regex(MAC_ADDRESS_PATTERN) });

/** Upstream's `GET /admin/device/all?page&limit&keywords`: keywords match the remark (alias), as upstream, or the MAC. */
export const adminDeviceListQuery = z.object({
  page: z.coerce.number().int().default(1).transform((page) => Math.max(1, page)),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  keywords: z.string().trim().max(64).default(''),
});
export type AdminDeviceListQuery = z.infer<typeof adminDeviceListQuery>;

/** UserShowDeviceListVO with the owner's name and the time of the device's last message (ms as a string). */
export const adminDevice = boundDevice.extend({
  bindUserName: z.string().nullable(),
  recentChatTime: z.string().nullable(),
});
export type AdminDevice = z.infer<typeof adminDevice>;
