import { DEVICE_ONLINE_MINUTES, type AgentDevicesPresence, type AgentPresenceSummary, type DevicePresence } from '@vox/contracts';
import type { MqttGatewayStatusReader } from '../../integrations/mqtt-gateway/gateway-status.ts';
import { isoFromNow, type Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AgentsService } from '../agents/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { Repositories } from '../repositories.ts';
import type { DeviceRow } from './devices.repository.ts';
import { mqttClientId } from './mqtt-client-id.ts';

type UsedRepositories = Pick<Repositories, 'devices'>;

export interface DevicePresenceDeps {
  repos: UsedRepositories;
  agents: AgentsService;
  params: ParamsService;
  gateway: MqttGatewayStatusReader;
  clock: Clock;
  log: Pick<Logger, 'warn'>;
}

interface Presence {
  source: AgentDevicesPresence['source'];
  gatewayFailed: boolean;
  devices: DevicePresence[];
}

/**
 * Online or last seen for each device. Without a gateway a device is online while it was heard from in the last
 * ten minutes (`DEVICE_ONLINE_MINUTES`, as the home overview counts): its OTA check-in, the device server fetching its config as it connects, or a chat report (all three
 * set `last_connected_at`, so the check-in path writes nothing new). With `server.mqtt_manager_api` set, the gateway's
 * own `isAlive` decides, as upstream's device page does; a gateway that does not answer falls back
 * to last seen and says so.
 */
export class DevicePresenceService {
  readonly #deps: DevicePresenceDeps;

  constructor(deps: DevicePresenceDeps) {
    this.#deps = deps;
  }

  async forAgent(userId: string, agentId: string): Promise<AgentDevicesPresence> {
    const agent = await this.#deps.agents.owned(userId, agentId);
    return this.#presence(await this.#deps.repos.devices.listForAgent(userId, agent.id));
  }

  /**
   * Upstream's `POST /device/bind/{agentId}`: the gateway's answer for the agent's devices as the raw
   * JSON string its device page parses, or "" when no gateway is configured or it does not answer.
   */
  async gatewayStatusText(userId: string, agentId: string): Promise<string> {
    const agent = await this.#deps.agents.owned(userId, agentId);
    const rows = await this.#deps.repos.devices.listForAgent(userId, agent.id);
    const address = await this.#deps.params.text('server.mqtt_manager_api');
    if (address === '' || rows.length === 0) return '';
    try {
      const signatureKey = await this.#deps.params.text('server.mqtt_signature_key');
      return JSON.stringify(await this.#deps.gateway.status({ address, signatureKey, clientIds: rows.map((row) => mqttClientId(row.board, row.mac_address)) }));
    } catch (error) {
      this.#deps.log.warn({ err: error }, 'MQTT gateway status failed');
      return '';
    }
  }

  async summary(userId: string): Promise<AgentPresenceSummary> {
    const rows = await this.#deps.repos.devices.listOfUser(userId);
    const { source, gatewayFailed, devices } = await this.#presence(rows);
    const online = new Map(devices.map((device) => [device.id, device.online]));
    const perAgent = new Map<string, { agentId: string; online: number; total: number }>();
    for (const row of rows) {
      if (!row.agent_id) continue;
      const entry = perAgent.get(row.agent_id) ?? { agentId: row.agent_id, online: 0, total: 0 };
      entry.total += 1;
      if (online.get(row.id)) entry.online += 1;
      perAgent.set(row.agent_id, entry);
    }
    return { source, gatewayFailed, agents: [...perAgent.values()] };
  }

  async #presence(rows: DeviceRow[]): Promise<Presence> {
    const address = await this.#deps.params.text('server.mqtt_manager_api');
    if (address === '' || rows.length === 0) return { source: 'lastSeen', gatewayFailed: false, devices: this.#fromLastSeen(rows) };
    try {
      const ids = rows.map((row) => mqttClientId(row.board, row.mac_address));
      const signatureKey = await this.#deps.params.text('server.mqtt_signature_key');
      const status = await this.#deps.gateway.status({ address, signatureKey, clientIds: ids });
      return {
        source: 'gateway',
        gatewayFailed: false,
        devices: rows.map((row, i) => ({ id: row.id, online: status[ids[i]!]?.isAlive === true, lastSeenAt: row.last_connected_at })),
      };
    } catch (error) {
      this.#deps.log.warn({ err: error }, 'MQTT gateway status failed; showing last seen instead');
      return { source: 'lastSeen', gatewayFailed: true, devices: this.#fromLastSeen(rows) };
    }
  }

  #fromLastSeen(rows: DeviceRow[]): DevicePresence[] {
    const since = isoFromNow(this.#deps.clock, -DEVICE_ONLINE_MINUTES * 60);
    return rows.map((row) => ({ id: row.id, online: row.last_connected_at !== null && row.last_connected_at >= since, lastSeenAt: row.last_connected_at }));
  }
}
