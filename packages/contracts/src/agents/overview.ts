import { z } from 'zod';

/** The home overview's chart covers this many calendar days, today included. */
export const OVERVIEW_DAYS = 30;

/**
 * A device counts as online when it checked in or a conversation turn was reported within this many minutes: the
 * console has no live link to devices (upstream asks an optional MQTT gateway), and both update its last contact.
 */
export const DEVICE_ONLINE_MINUTES = 10;

/** One calendar day in the caller's time zone; a session with messages on two days counts on both. */
export const overviewDay = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sessions: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
});
export type OverviewDay = z.infer<typeof overviewDay>;

/** `GET /agent/overview`: the caller's own agents, devices and chat history (admins included). */
export const agentOverview = z.object({
  agentCount: z.number().int().nonnegative(),
  deviceCount: z.number().int().nonnegative(),
  onlineDeviceCount: z.number().int().nonnegative(),
  /** Exactly OVERVIEW_DAYS days, oldest first, ending today; days without messages are zeros. */
  conversationsPerDay: z.array(overviewDay).length(OVERVIEW_DAYS),
});
export type AgentOverview = z.infer<typeof agentOverview>;
