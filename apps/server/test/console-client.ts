import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, call, type TestUser } from './helper.ts';
import { SimulatedDevice } from './device-simulator.ts';

/** The console's calls for one signed-in user, as the web makes them. */
export function consoleFor(app: FastifyInstance, user: Pick<TestUser, 'token'>) {
  const request = <T = unknown>(options: InjectOptions) => call<T>(app, { ...options, headers: { ...bearer(user.token), ...options.headers } });
  return {
    request,
    createAgent: async (agentName = '测试助手', templateId?: string) => {
      const res = await request<string>({ method: 'POST', url: '/xiaozhi/agent', payload: { agentName, ...(templateId ? { templateId } : {}) } });
      if (res.code !== 0) throw new Error(`create agent failed: ${res.code} ${res.msg}`);
      return res.data;
    },
    updateAgent: (agentId: string, payload: Record<string, unknown>) => request({ method: 'PUT', url: `/xiaozhi/agent/${agentId}`, payload }),
    bind: (agentId: string, code: string) => request({ method: 'POST', url: `/xiaozhi/device/bind/${agentId}/${code}`, headers: { 'content-type': 'application/json' } }),
  };
}

let macCounter = 0;
/** A distinct lower-case MAC per call. */
export function nextMac(): string {
  macCounter += 1;
  return `a4:cf:12:${(macCounter >> 16).toString(16).padStart(2, '0')}:${((macCounter >> 8) & 255).toString(16).padStart(2, '0')}:${(macCounter & 255).toString(16).padStart(2, '0')}`;
}

/** A device that checked in, announced its code, and was bound to the agent through the console. */
export async function bindNewDevice(app: FastifyInstance, user: Pick<TestUser, 'token'>, agentId: string, mac = nextMac()): Promise<SimulatedDevice> {
  const device = new SimulatedDevice(app, { mac });
  const { json } = await device.checkIn();
  const res = await consoleFor(app, user).bind(agentId, json.activation.code);
  if (res.code !== 0) throw new Error(`bind failed: ${res.code} ${res.msg}`);
  return device;
}

/** Turns on full history for an agent (memory on, text + audio). */
export async function recordEverything(app: FastifyInstance, user: Pick<TestUser, 'token'>, agentId: string): Promise<void> {
  const res = await consoleFor(app, user).updateAgent(agentId, { memModelId: 'Memory_mem_local_short', chatHistoryConf: 2 });
  if (res.code !== 0) throw new Error(`update failed: ${res.code} ${res.msg}`);
}
