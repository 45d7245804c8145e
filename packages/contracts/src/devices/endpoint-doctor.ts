import { z } from 'zod';

export const DOCTOR_SUBJECTS = ['ota', 'websocket', 'mqtt', 'gateway', 'frontedUrl', 'secret', 'agentModels'] as const;
export const doctorSubject = z.enum(DOCTOR_SUBJECTS);

/** `ok`: checked and fine; `warning`: works but worth knowing; `problem`: devices or the device server will fail. */
export const doctorLevel = z.enum(['ok', 'warning', 'problem']);

/** One finding about one address or setting, explained in the caller's language. */
export const doctorFinding = z.object({
  subject: doctorSubject,
  /** The address or param checked, when there is one. */
  address: z.string().nullable(),
  level: doctorLevel,
  message: z.string(),
});
export type DoctorFinding = z.infer<typeof doctorFinding>;

export const doctorQuery = z.object({
  /** The device whose answers to show; none shows what an unbound device is sent. */
  mac: z.string().trim().max(64).optional(),
  /** The protocol the console page was opened with, to warn about ws:// from an https page. */
  pageProtocol: z.enum(['http', 'https']).optional(),
});

/**
 * What a device and a device server are sent, exactly, and what is wrong with it. `otaAnswer` is the check-in answer
 * for the chosen device (built without recording a check-in); `agentModels` the device server's config for it (secrets
 * masked), or null with the reason among the findings.
 */
export const doctorReport = z.object({
  mac: z.string().nullable(),
  otaUrl: z.string(),
  otaAnswer: z.record(z.string(), z.unknown()),
  websocketUrls: z.array(z.string()),
  mqtt: z.record(z.string(), z.unknown()).nullable(),
  agentModels: z.record(z.string(), z.unknown()).nullable(),
  findings: z.array(doctorFinding),
});
export type DoctorReport = z.infer<typeof doctorReport>;
