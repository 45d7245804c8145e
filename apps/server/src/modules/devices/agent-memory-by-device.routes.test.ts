import type { AgentDetail } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, call, createUser, type TestUser } from '../../../test/helper.ts';

describe('PUT /agent/saveMemory/{mac}', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let agentId: string;
  let mac: string;
  beforeEach(async () => {
    app = await buildTestApp();
    owner = await createUser(app);
    web = consoleFor(app, owner);
    agentId = await web.createAgent();
    mac = (await bindNewDevice(app, owner, agentId)).mac;
  });
  afterEach(() => app.close());

  const save = (deviceMac: string, payload: Record<string, unknown>, as = web) =>
    as.request({ method: 'PUT', url: `/xiaozhi/agent/saveMemory/${encodeURIComponent(deviceMac)}`, payload });
  const memory = async () => (await web.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${agentId}` })).data.summaryMemory;

  it('saves the summary memory of the agent the caller’s device is bound to, under the agent’s memory rules', async () => {
    expect((await web.updateAgent(agentId, { memModelId: 'Memory_mem_local_short' })).code).toBe(0);
    expect(await save(mac.toUpperCase(), { summaryMemory: '用户喜欢猫' })).toMatchObject({ code: 0, data: null });
    expect(await memory()).toBe('用户喜欢猫');
    expect((await save(mac, {})).code).toBe(0);
    expect(await memory()).toBe('用户喜欢猫');

    expect((await web.updateAgent(agentId, { memModelId: 'Memory_nomem' })).code).toBe(0);
    expect((await save(mac, { summaryMemory: '不该留下' })).code).toBe(0);
    expect(await memory()).toBeNull();
  });

  it('is owner-scoped and checks its input', async () => {
    const stranger = consoleFor(app, await createUser(app));
    expect(await save(mac, { summaryMemory: 'x' }, stranger)).toMatchObject({ code: 612 });
    expect((await save('a4:cf:12:ff:ff:fe', { summaryMemory: 'x' })).code).toBe(612);
    expect((await save('not-a-mac', { summaryMemory: 'x' })).code).toBe(400);
    expect((await save(mac, { summaryMemory: 'x'.repeat(100_000) })).code).toBe(400);
    expect((await call(app, { method: 'PUT', url: `/xiaozhi/agent/saveMemory/${mac}`, payload: {} })).code).toBe(401);
  });
});
