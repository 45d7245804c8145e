import { z } from 'zod';

/** `POST /config/agent-models` from the device server, once per device connection. */
export const agentModelsInput = z.object({
  macAddress: z.string().trim().min(1).max(64),
  clientId: z.string().trim().min(1).max(128),
  /** Module type → config id the device server already loaded; VAD/ASR it has are not sent again. */
  selectedModule: z.record(z.string(), z.string().nullable()),
});
export type AgentModelsInput = z.infer<typeof agentModelsInput>;

/** The nested config maps the device server reads (`server-base`, `agent-models`). */
export const deviceServerConfig = z.record(z.string(), z.unknown());
export type DeviceServerConfig = z.infer<typeof deviceServerConfig>;
