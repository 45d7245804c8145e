import { z } from 'zod';

/**
 * A device that checked in without an owner within the last 24 h (while its activation code lives). Admins see the MAC
 * and the code as they are; everyone else sees both masked, and binds by typing the code the device shows or says.
 */
export const pendingDevice = z.object({
  /** Opaque: names the row without giving its MAC away. */
  id: z.string(),
  macAddress: z.string(),
  board: z.string().nullable(),
  appVersion: z.string().nullable(),
  /** ISO time of the check-in that opened its current code. */
  checkedInAt: z.string(),
  activationCode: z.string(),
  /** True when `macAddress` and `activationCode` are shown as they are (admins). */
  revealed: z.boolean(),
});
export type PendingDevice = z.infer<typeof pendingDevice>;

export const pendingDeviceParams = z.object({ id: z.string().min(1).max(64) });

export const pendingBindInput = z.object({
  agentId: z.string().min(1).max(64),
  code: z.string().trim().max(32),
});
export type PendingBindInput = z.infer<typeof pendingBindInput>;
