import type { AgentDetail, AgentSummary, BoundDevice, ChatMessage } from '@vox/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor, nextMac, recordEverything } from './console-client.ts';
import { deviceServerFor, SimulatedDevice, wavBytes } from './device-simulator.ts';
import { buildTestApp, createUser, type TestUser } from './helper.ts';

/**
 * Every agent, device and history route, called by a second user with the first user's ids,
 * answers exactly as it does for an id that does not exist: 612 "… not found".
 */
describe('owner scoping', () => {
  let app: FastifyInstance;
  let alice: TestUser;
  let mallory: TestUser;
  let agentId: string;
  let deviceMac: string;
  let audioId: string;
  const sessionId = 'alice-session';

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await createUser(app);
    mallory = await createUser(app);
    agentId = await consoleFor(app, alice).createAgent('Alice 的助手');
    await recordEverything(app, alice, agentId);
    const device = await bindNewDevice(app, alice, agentId, nextMac());
    deviceMac = device.mac;
    await (await deviceServerFor(app)).report({ macAddress: deviceMac, sessionId, chatType: 1, content: '私密的话', audioBase64: wavBytes().toString('base64') });
    const history = await consoleFor(app, alice).request<ChatMessage[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/${sessionId}` });
    audioId = history.data[0]!.audioId!;
    await consoleFor(app, mallory).createAgent('Mallory 的助手');
  });
  afterAll(() => app.close());

  /** [route with Alice's ids, the same route with a missing id, expected not-found message]. */
  const matrix = (): [string, InjectOptions, InjectOptions, string][] => [
    ['agent detail', { method: 'GET', url: `/xiaozhi/agent/${agentId}` }, { method: 'GET', url: `/xiaozhi/agent/${'0'.repeat(32)}` }, 'Agent not found'],
    ['agent update', { method: 'PUT', url: `/xiaozhi/agent/${agentId}`, payload: { agentName: 'owned' } }, { method: 'PUT', url: '/xiaozhi/agent/missing', payload: { agentName: 'x' } }, 'Agent not found'],
    ['agent delete', { method: 'DELETE', url: `/xiaozhi/agent/${agentId}` }, { method: 'DELETE', url: '/xiaozhi/agent/missing' }, 'Agent not found'],
    ['sessions', { method: 'GET', url: `/xiaozhi/agent/${agentId}/sessions` }, { method: 'GET', url: '/xiaozhi/agent/missing/sessions' }, 'Agent not found'],
    ['messages', { method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/${sessionId}` }, { method: 'GET', url: `/xiaozhi/agent/missing/chat-history/${sessionId}` }, 'Agent not found'],
    ['audio link', { method: 'POST', url: `/xiaozhi/agent/audio/${audioId}` }, { method: 'POST', url: '/xiaozhi/agent/audio/missing' }, 'Audio not found'],
    [
      'download link',
      { method: 'POST', url: `/xiaozhi/agent/chat-history/getDownloadUrl/${agentId}/${sessionId}` },
      { method: 'POST', url: `/xiaozhi/agent/chat-history/getDownloadUrl/missing/${sessionId}` },
      'Agent not found',
    ],
    ['device list', { method: 'GET', url: `/xiaozhi/device/bind/${agentId}` }, { method: 'GET', url: '/xiaozhi/device/bind/missing' }, 'Agent not found'],
    ['bind to agent', { method: 'POST', url: `/xiaozhi/device/bind/${agentId}/123456` }, { method: 'POST', url: '/xiaozhi/device/bind/missing/123456' }, 'Agent not found'],
    ['unbind', { method: 'POST', url: '/xiaozhi/device/unbind', payload: { deviceId: deviceMac } }, { method: 'POST', url: '/xiaozhi/device/unbind', payload: { deviceId: 'ff:ff:ff:ff:ff:ff' } }, 'Device not found'],
    ['device update', { method: 'PUT', url: `/xiaozhi/device/update/${deviceMac}`, payload: { alias: 'mine' } }, { method: 'PUT', url: '/xiaozhi/device/update/ff:ff:ff:ff:ff:ff', payload: { alias: 'x' } }, 'Device not found'],
    ...['/xiaozhi/device/preregister', '/xiaozhi/device/manual-add'].map(
      (url): [string, InjectOptions, InjectOptions, string] => [
        `manual add (${url})`,
        { method: 'POST', url, payload: { agentId, board: 'esp-box-3', appVersion: '1.0.0', macAddress: nextMac() } },
        { method: 'POST', url, payload: { agentId: 'missing', board: 'esp-box-3', appVersion: '1.0.0', macAddress: nextMac() } },
        'Agent not found',
      ],
    ),
  ];

  it('answers another user’s ids exactly like missing ones, on every route', async () => {
    const asMallory = consoleFor(app, mallory);
    const english = { 'accept-language': 'en' };
    for (const [name, foreign, missing, message] of matrix()) {
      const refused = await asMallory.request({ ...foreign, headers: english });
      const absent = await asMallory.request({ ...missing, headers: english });
      expect({ name, status: refused.status, code: refused.code, msg: refused.msg }).toEqual({ name, status: 200, code: 612, msg: message });
      expect({ name, code: absent.code, msg: absent.msg }).toEqual({ name, code: refused.code, msg: refused.msg });
    }
  });

  it('leaves Alice’s agent, device, history and audio untouched', async () => {
    const asAlice = consoleFor(app, alice);
    expect((await asAlice.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${agentId}` })).data.agentName).toBe('Alice 的助手');
    expect((await asAlice.request<BoundDevice[]>({ method: 'GET', url: `/xiaozhi/device/bind/${agentId}` })).data).toEqual([expect.objectContaining({ id: deviceMac, alias: null })]);
    expect((await asAlice.request<ChatMessage[]>({ method: 'GET', url: `/xiaozhi/agent/${agentId}/chat-history/${sessionId}` })).data).toHaveLength(1);
    expect((await asAlice.request<string>({ method: 'POST', url: `/xiaozhi/agent/audio/${audioId}` })).code).toBe(0);
  });

  it('shows each user only their own agents, also when searching by a MAC of someone else’s device', async () => {
    const mine = await consoleFor(app, mallory).request<AgentSummary[]>({ method: 'GET', url: '/xiaozhi/agent/list' });
    expect(mine.data.map((agent) => agent.agentName)).toEqual(['Mallory 的助手']);
    const byMac = await consoleFor(app, mallory).request<AgentSummary[]>({ method: 'GET', url: `/xiaozhi/agent/list?keyword=${deviceMac}&searchType=mac` });
    expect(byMac.data).toEqual([]);
  });

  it('does not let a code announced to Alice be used against her agent, and keeps it usable for its owner', async () => {
    const device = new SimulatedDevice(app, { mac: nextMac() });
    const { json } = await device.checkIn();
    expect((await consoleFor(app, mallory).bind(agentId, json.activation.code)).code).toBe(612);
    expect((await consoleFor(app, alice).bind(agentId, json.activation.code)).code).toBe(0);
  });
});
