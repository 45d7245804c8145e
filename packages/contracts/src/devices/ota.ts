import { z } from 'zod';

/** A field the firmware may send in any shape: a wrong type reads as absent, never as a 400. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * What a real firmware sends is short (versions like "1.6.2", boards like "bread-compact-wifi"); the bounds keep an
 * anonymous caller from storing megabytes, and the whole body stays small.
 */
export const OTA_LIMITS = { version: 32, name: 64, board: 64, mac: 32, uuid: 64, clientId: 64, bodyBytes: 32 * 1024 } as const;

/** A string field with a maximum: another type still reads as absent, but an oversize string is refused (400). */
const boundedText = (max: number) => z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().max(max).optional());

/**
 * The firmware's check-in body (upstream's DeviceReportReqDTO), snake_case. Only the
 * fields the server reads are typed; everything else passes through untouched.
 */
export const otaDeviceReport = z
  .looseObject({
    version: lenient(z.number()),
    mac_address: boundedText(OTA_LIMITS.mac),
    uuid: boundedText(OTA_LIMITS.uuid),
    chip_model_name: boundedText(OTA_LIMITS.board),
    application: z.preprocess(
      (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined),
      z.looseObject({ name: boundedText(OTA_LIMITS.name), version: boundedText(OTA_LIMITS.version) }).optional(),
    ),
    board: z.preprocess(
      (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined),
      z.looseObject({ type: boundedText(OTA_LIMITS.board), mac: boundedText(OTA_LIMITS.mac), name: boundedText(OTA_LIMITS.board) }).optional(),
    ),
  })
  .nullish();
export type OtaDeviceReport = z.infer<typeof otaDeviceReport>;

/** The raw JSON answer of `POST /ota/` (no envelope); absent keys are omitted, an error answer has only `error`. */
export const otaResponse = z.object({
  server_time: z.object({ timestamp: z.number(), timeZone: z.string(), timezone_offset: z.number() }).optional(),
  activation: z.object({ code: z.string(), message: z.string(), challenge: z.string() }).optional(),
  firmware: z.object({ version: z.string(), url: z.string() }).optional(),
  websocket: z.object({ url: z.string(), token: z.string() }).optional(),
  mqtt: z
    .object({
      endpoint: z.string(),
      client_id: z.string(),
      username: z.string(),
      password: z.string(),
      publish_topic: z.string(),
      subscribe_topic: z.string(),
    })
    .optional(),
  error: z.string().optional(),
});
export type OtaResponse = z.infer<typeof otaResponse>;
