import { z } from 'zod';

/** A field the firmware may send in any shape: a wrong type reads as absent, never as a 400. */
const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/**
 * The firmware's check-in body (DeviceReportReqDTO, upstream.md §4.1), snake_case. Only the
 * fields the server reads are typed; everything else passes through untouched.
 */
export const otaDeviceReport = z
  .looseObject({
    version: lenient(z.number()),
    mac_address: lenient(z.string()),
    uuid: lenient(z.string()),
    chip_model_name: lenient(z.string()),
    application: lenient(z.looseObject({ name: lenient(z.string()), version: lenient(z.string()) })),
    board: lenient(z.looseObject({ type: lenient(z.string()), mac: lenient(z.string()) })),
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
