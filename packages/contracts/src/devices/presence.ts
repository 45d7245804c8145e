import { z } from 'zod';

/** Without a gateway, online means heard from within the home overview's window (`DEVICE_ONLINE_MINUTES`): one rule. */

/**
 * Where presence came from: the MQTT gateway's own status (`server.mqtt_manager_api` set, as upstream reads it), or the
 * console's record of when each device was last heard from. `gatewayFailed` means the gateway is configured but did
 * not answer, so the record was used instead.
 */
export const PRESENCE_SOURCES = ['gateway', 'lastSeen'] as const;
export const presenceSource = z.enum(PRESENCE_SOURCES);

export const devicePresence = z.object({
  id: z.string(),
  online: z.boolean(),
  /** ISO time the device was last heard from, null when never. */
  lastSeenAt: z.string().nullable(),
});
export type DevicePresence = z.infer<typeof devicePresence>;

export const agentDevicesPresence = z.object({
  source: presenceSource,
  gatewayFailed: z.boolean(),
  devices: z.array(devicePresence),
});
export type AgentDevicesPresence = z.infer<typeof agentDevicesPresence>;

/** Online and total devices per agent of the signed-in user (home cards). */
export const agentPresenceSummary = z.object({
  source: presenceSource,
  gatewayFailed: z.boolean(),
  agents: z.array(z.object({ agentId: z.string(), online: z.number().int().nonnegative(), total: z.number().int().nonnegative() })),
});
export type AgentPresenceSummary = z.infer<typeof agentPresenceSummary>;
