import type { Attention, AttentionListItem, IdentifierAttentionValues, MemoryContainer, MemoryIdentifier, MemoryNode } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { bearer, buildTestApp, call, createUser, TestClock } from '../../../test/helper.ts';

type Web = ReturnType<typeof consoleFor>;
const en = { 'accept-language': 'en' };
const PERSON = 'mac_a4:cf:12:00:00:99';

describe('/v1/memories', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let alice: Web;
  let bob: Web;
  let agentId: string;
  let memory: MemoryContainer;

  beforeAll(async () => {
    clock = new TestClock(Date.parse('2025-06-01T04:00:00.000Z'));
    app = await buildTestApp({ clock });
    alice = consoleFor(app, await createUser(app));
    bob = consoleFor(app, await createUser(app));
    agentId = await alice.createAgent('记忆助手');
  });
  afterAll(() => app.close());

  const get = <T>(web: Web, url: string) => web.request<T>({ method: 'GET', url, headers: en });
  /** Each write a millisecond after the last, so creation order is time order. */
  const send = <T>(web: Web, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    clock.advance(1);
    return web.request<T>({ method, url, payload: payload as object, headers: en });
  };
  const base = () => `/v1/memories/${memory.id}`;
  const person = (identifier = PERSON) => `${base()}/identifiers/${encodeURIComponent(identifier)}`;
  const values = async (identifier = PERSON) => (await get<IdentifierAttentionValues[]>(alice, `${person(identifier)}/attention_values`)).data;

  it('creates one container per agent (614 on a second), reads it by id and by agent, and takes `enabled` in and gives `is_enabled` out', async () => {
    expect(await get(alice, `/v1/agents/${agentId}/memory`)).toMatchObject({ code: 612, msg: 'no memory for this agent; create the container first', data: null });
    const created = await send<MemoryContainer>(alice, 'POST', '/v1/memories', { agent_id: agentId, memory_prompt: '记住孩子的喜好' });
    expect(created.code).toBe(0);
    memory = created.data;
    expect(memory).toMatchObject({ agent_id: agentId, is_enabled: true, memory_prompt: '记住孩子的喜好' });
    expect(memory.id).toMatch(/^[0-9a-f]{32}$/);
    expect(await send(alice, 'POST', '/v1/memories', { agent_id: agentId })).toMatchObject({ code: 614, msg: 'this agent already has a memory container' });
    expect((await get<MemoryContainer>(alice, `/v1/agents/${agentId}/memory`)).data).toEqual(memory);
    expect((await get<MemoryContainer>(alice, base())).data).toEqual(memory);
    clock.advance(1000);
    const updated = await send<MemoryContainer>(alice, 'PUT', base(), { enabled: false });
    expect(updated.data).toMatchObject({ is_enabled: false, memory_prompt: '记住孩子的喜好' });
    expect(updated.data.updated_at > memory.updated_at).toBe(true);
    expect((await send<MemoryContainer>(alice, 'PUT', base(), { enabled: true, memory_prompt: '' })).data).toMatchObject({ is_enabled: true, memory_prompt: '' });
    // `is_enabled` is the answer's name, not the request's: an unknown key is ignored, a bad type refused.
    expect((await send(alice, 'PUT', base(), { enabled: 'yes' })).code).toBe(400);
  });

  it('hides the container from another user (612 as for none) and refuses their agent ids', async () => {
    expect((await get(bob, base())).code).toBe(612);
    expect((await get(bob, `/v1/agents/${agentId}/memory`)).code).toBe(612);
    expect((await send(bob, 'PUT', base(), { enabled: false })).code).toBe(612);
    expect((await send(bob, 'POST', '/v1/memories', { agent_id: agentId })).code).toBe(612);
    expect((await get(bob, `${base()}/attentions`)).code).toBe(612);
    expect((await get(bob, `${person()}/nodes`)).code).toBe(612);
    expect((await get<MemoryContainer>(alice, base())).data.is_enabled).toBe(true);
  });

  it('manages attentions as bare arrays (list items without memory_id), at most 20, names unique', async () => {
    const made = await send<Attention>(alice, 'POST', `${base()}/attentions`, { name: '名字', description: '用户的名字', is_single_value: true });
    expect(made.data).toMatchObject({ memory_id: memory.id, name: '名字', description: '用户的名字', default_value: '', is_single_value: true });
    await send(alice, 'POST', `${base()}/attentions`, { name: '喜好', description: '用户喜欢的东西', default_value: '暂无' });
    const list = (await get<AttentionListItem[]>(alice, `${base()}/attentions`)).data;
    expect(list.map((item) => item.name)).toEqual(['名字', '喜好']);
    expect(list[1]).toMatchObject({ is_single_value: false, default_value: '暂无' });
    expect(list[0]).not.toHaveProperty('memory_id');
    expect(await send(alice, 'POST', `${base()}/attentions`, { name: '名字', description: '重复' })).toMatchObject({ code: 614 });
    expect((await send(alice, 'POST', `${base()}/attentions`, { name: '缺描述' })).code).toBe(400);
    const renamed = await send<Attention>(alice, 'PUT', `${base()}/attentions/${made.data.id}`, { description: '怎么称呼用户' });
    expect(renamed.data).toMatchObject({ name: '名字', description: '怎么称呼用户', is_single_value: true });
    expect((await send(alice, 'PUT', `${base()}/attentions/${made.data.id}`, { name: '喜好' })).code).toBe(614);
    expect((await send(alice, 'PUT', `${base()}/attentions/nope`, { name: 'x' })).code).toBe(40002);
    expect((await send(bob, 'DELETE', `${base()}/attentions/${made.data.id}`)).code).toBe(612);
  });

  it('refuses a 21st attention with a clear 400 and stores nothing', async () => {
    const other = await alice.createAgent('满的');
    const full = (await send<MemoryContainer>(alice, 'POST', '/v1/memories', { agent_id: other })).data;
    for (let index = 0; index < 20; index += 1) {
      expect((await send(alice, 'POST', `/v1/memories/${full.id}/attentions`, { name: `变量${index}`, description: '说明' })).code).toBe(0);
    }
    expect(await send(alice, 'POST', `/v1/memories/${full.id}/attentions`, { name: '第二十一个', description: '说明' })).toMatchObject({ code: 400, msg: 'An agent can have at most 20 attentions' });
    expect((await get<unknown[]>(alice, `/v1/memories/${full.id}/attentions`)).data).toHaveLength(20);
  });

  it('upserts values: single-value overwrites, multi-value adds once; PUT replaces all; the rules answer 400, 40002, 40003', async () => {
    const [name, likes] = (await get<AttentionListItem[]>(alice, `${base()}/attentions`)).data;
    const at = (attention: AttentionListItem, identifier = PERSON) => `${person(identifier)}/attention_values/${attention!.id}`;
    expect((await values()).map((item) => item.values)).toEqual([[], []]);
    expect(await send(alice, 'POST', at(name!), { value: '小明' })).toMatchObject({ code: 0, data: {} });
    await send(alice, 'POST', at(name!), { value: '明明' });
    await send(alice, 'POST', at(likes!), { value: '恐龙' });
    await send(alice, 'POST', at(likes!), { value: '画画' });
    await send(alice, 'POST', at(likes!), { value: '恐龙' });
    expect(await values()).toEqual([
      { id: name!.id, name: '名字', description: '怎么称呼用户', is_single_value: true, values: ['明明'] },
      { id: likes!.id, name: '喜好', description: '用户喜欢的东西', is_single_value: false, values: expect.arrayContaining(['恐龙', '画画']) as unknown },
    ]);
    expect((await values())[1]!.values).toHaveLength(2);
    const before = JSON.stringify(await values());
    expect(await send(alice, 'PUT', at(name!), { values: ['a', 'b'] })).toMatchObject({ code: 400, msg: 'single-value attention accepts only one value' });
    expect((await send(alice, 'POST', at(likes!), { value: 'x'.repeat(256) })).code).toBe(400);
    expect((await send(alice, 'PUT', at(likes!), { values: ['ok', 'y'.repeat(256)] })).code).toBe(400);
    expect(await send(alice, 'POST', `${person()}/attention_values/unknown-attention`, { value: 'x' })).toMatchObject({ code: 40002, msg: 'attention not found' });
    expect((await send(alice, 'POST', at(likes!, 'bad id/with space'), { value: 'x' })).code).toBe(40003);
    expect((await send(alice, 'POST', at(likes!, 'a'.repeat(129)), { value: 'x' })).code).toBe(40003);
    expect((await send(bob, 'POST', at(likes!), { value: 'bob' })).code).toBe(612);
    expect((await alice.request({ method: 'POST', url: at(likes!), payload: '{bad json', headers: { 'content-type': 'application/json', ...en } })).code).toBe(400);
    expect(JSON.stringify(await values())).toBe(before);
    expect((await send(alice, 'PUT', at(likes!), { values: ['拼图', '拼图', '积木'] })).code).toBe(0);
    expect((await values())[1]!.values.sort()).toEqual(['拼图', '积木'].sort());
    expect((await send(alice, 'PUT', at(likes!), { values: [] })).code).toBe(0);
    expect((await values())[1]!.values).toEqual([]);
    await send(alice, 'PUT', at(likes!), { values: ['恐龙'] });
  });

  it('keeps nodes (≤ 10,000 characters) per identifier with last_days and keyword filters, edits and deletes them', async () => {
    const made = await send<MemoryNode>(alice, 'POST', `${person()}/nodes`, { content: '用户养了一只叫咪咪的猫', source_session_id: 'session-1' });
    expect(made.data).toMatchObject({ memory_id: memory.id, identify_id: PERSON, content: '用户养了一只叫咪咪的猫', source_session_id: 'session-1' });
    // A fact remembered ten days ago (written as the store holds it; the clock stays, so the sign-in does too).
    const old = new Date(clock.now() - 10 * 86_400_000).toISOString();
    await app.services.repos.memories.insertNode({ id: 'old-node', memory_id: memory.id, identify_id: PERSON, content: '用户在学钢琴', content_hash: 'h', source_session_id: null, created_at: old, updated_at: old });
    expect((await get<MemoryNode[]>(alice, `${person()}/nodes`)).data.map((node) => node.content)).toEqual(['用户养了一只叫咪咪的猫', '用户在学钢琴']);
    expect((await get<MemoryNode[]>(alice, `${person()}/nodes?last_days=7`)).data.map((node) => node.id)).toEqual([made.data.id]);
    expect((await get<MemoryNode[]>(alice, `${person()}/nodes?last_days=11`)).data).toHaveLength(2);
    expect((await get<MemoryNode[]>(alice, `${person()}/nodes?keyword=${encodeURIComponent('钢琴')}`)).data.map((node) => node.id)).toEqual(['old-node']);
    expect((await get<MemoryNode[]>(alice, `${person()}/nodes?last_days=0`)).code).toBe(400);
    expect((await send(alice, 'POST', `${person()}/nodes`, { content: '长'.repeat(10_001) })).code).toBe(400);
    expect((await send(alice, 'POST', `${person()}/nodes`, { content: '   ' })).code).toBe(400);
    expect((await send(alice, 'POST', `${person()}/nodes`, { content: '长'.repeat(10_000) })).code).toBe(0);
    expect((await get<MemoryNode>(alice, `${person()}/nodes/${made.data.id}`)).data).toEqual(made.data);
    clock.advance(1000);
    const edited = await send<MemoryNode>(alice, 'PUT', `${person()}/nodes/${made.data.id}`, { content: '用户养了两只猫' });
    expect(edited.data).toMatchObject({ id: made.data.id, content: '用户养了两只猫', created_at: made.data.created_at });
    expect(edited.data.updated_at > made.data.updated_at).toBe(true);
    expect(await send(alice, 'PUT', `${person()}/nodes/missing`, { content: 'x' })).toMatchObject({ code: 612, msg: 'node not found', data: null });
    // A node is found under its own identifier only.
    expect((await get(alice, `${person('mac_other')}/nodes/${made.data.id}`)).code).toBe(612);
    expect((await get(bob, `${person()}/nodes/${made.data.id}`)).code).toBe(612);
    expect(await send(alice, 'DELETE', `${person()}/nodes/${made.data.id}`)).toMatchObject({ code: 0, data: {} });
    expect((await get(alice, `${person()}/nodes/${made.data.id}`)).code).toBe(612);
  });

  it('lists whom the memory knows and wipes one person without touching another', async () => {
    const [, likes] = (await get<AttentionListItem[]>(alice, `${base()}/attentions`)).data;
    await send(alice, 'POST', `${person('speaker_小红')}/attention_values/${likes!.id}`, { value: '跳舞' });
    const known = (await get<MemoryIdentifier[]>(alice, `${base()}/identifiers`)).data;
    expect(known.map((row) => row.identify_id).sort()).toEqual([PERSON, 'speaker_小红'].sort());
    expect(known.find((row) => row.identify_id === PERSON)).toMatchObject({ value_count: 2, node_count: 2, device_name: null });
    expect(await send(alice, 'DELETE', person())).toMatchObject({ code: 0, data: {} });
    expect((await get<MemoryIdentifier[]>(alice, `${base()}/identifiers`)).data.map((row) => row.identify_id)).toEqual(['speaker_小红']);
    expect((await values('speaker_小红'))[1]!.values).toEqual(['跳舞']);
    expect((await send(bob, 'DELETE', person('speaker_小红'))).code).toBe(612);
  });

  it('deletes an attention with every value of it', async () => {
    const made = (await send<Attention>(alice, 'POST', `${base()}/attentions`, { name: '临时', description: '会被删' })).data;
    await send(alice, 'POST', `${person('speaker_小红')}/attention_values/${made.id}`, { value: '值' });
    expect(await send(alice, 'DELETE', `${base()}/attentions/${made.id}`)).toMatchObject({ code: 0, data: {} });
    expect((await values('speaker_小红')).map((item) => item.name)).toEqual(['名字', '喜好']);
    expect((await app.services.repos.memories.valuesOf(made.id, 'speaker_小红'))).toEqual([]);
    expect((await send(alice, 'DELETE', `${base()}/attentions/${made.id}`)).code).toBe(40002);
  });

  it('works with an API key exactly as with the session token', async () => {
    const key = (await send<{ id: string }>(alice, 'POST', '/v1/api-keys', { desc: 'memory' })).data;
    const raw = (await get<{ key: string }>(alice, `/v1/api-keys/${key.id}?raw=true`)).data.key;
    const res = await call<MemoryContainer>(app, { method: 'GET', url: `/v1/agents/${agentId}/memory`, headers: bearer(raw) });
    expect(res.data.id).toBe(memory.id);
  });

  it('goes with its agent: deleting the agent deletes the container, attentions, values and nodes', async () => {
    const doomed = await alice.createAgent('要删除的');
    const container = (await send<MemoryContainer>(alice, 'POST', '/v1/memories', { agent_id: doomed })).data;
    const attention = (await send<Attention>(alice, 'POST', `/v1/memories/${container.id}/attentions`, { name: '名字', description: 'd' })).data;
    await send(alice, 'POST', `/v1/memories/${container.id}/identifiers/${PERSON}/attention_values/${attention.id}`, { value: '小明' });
    await send(alice, 'POST', `/v1/memories/${container.id}/identifiers/${PERSON}/nodes`, { content: '秘密' });
    expect((await send(alice, 'DELETE', `/xiaozhi/agent/${doomed}`)).code).toBe(0);
    expect((await get(alice, `/v1/memories/${container.id}`)).code).toBe(612);
    const db = app.services.repos.memories;
    expect(await db.attentions(container.id)).toEqual([]);
    expect(await db.values(container.id, PERSON)).toEqual([]);
    expect(await db.nodes(container.id, PERSON, { limit: 10 })).toEqual([]);
  });
});
