import type { AgentDetail, CorrectWordFile, CorrectWordFileOption, PageData } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { deviceServerFor } from '../../../test/device-simulator.ts';
import type { TestClock} from '../../../test/helper.ts';
import { bearer, buildTestApp, call, createUser, type TestUser } from '../../../test/helper.ts';

const BASE = '/xiaozhi/correct-word/file';

describe('replacement words', () => {
  let app: FastifyInstance;
  let alice: TestUser;
  let mallory: TestUser;
  beforeEach(async () => {
    app = await buildTestApp();
    alice = await createUser(app);
    mallory = await createUser(app);
  });
  afterEach(() => app.close());

  const as = (user: TestUser) => consoleFor(app, user).request;
  /** One second after the previous file, so "newest first" is a fixed order. */
  const add = (user: TestUser, payload: Record<string, unknown>) => {
    (app.services.clock as TestClock).advance(1);
    return as(user)<CorrectWordFile>({ method: 'POST', url: BASE, payload });
  };
  const list = async (user: TestUser, query = 'page=1&limit=10') => (await as(user)<PageData<CorrectWordFile>>({ method: 'GET', url: `${BASE}/list?${query}` })).data;

  it('adds, lists with paging, edits, downloads and deletes a user’s word files', async () => {
    const created = await add(alice, { fileName: '人名', content: ['  小志 | 小智 ', '', '肖智|小智'], fileSize: 30 });
    expect(created).toMatchObject({ code: 0, data: { fileName: '人名', wordCount: 2, content: ['小志|小智', '肖智|小智'] } });
    // A textarea's text is split into lines as well.
    expect(await add(alice, { fileName: '地名', content: '广洲|广州\r\n深镇|深圳\n' })).toMatchObject({ code: 0, data: { wordCount: 2 } });
    expect(await add(alice, { fileName: '第三', content: ['a|b'] })).toMatchObject({ code: 0 });

    const first = await list(alice, 'page=1&limit=2');
    expect(first.total).toBe(3);
    expect(first.list.map((file) => file.fileName)).toEqual(['第三', '地名']);
    expect((await list(alice, 'page=2&limit=2')).list.map((file) => file.fileName)).toEqual(['人名']);
    expect(first.list[1]).toEqual({ id: expect.any(String), fileName: '地名', wordCount: 2, content: ['广洲|广州', '深镇|深圳'], createdAt: '2025-06-01 12:00:02', updatedAt: '2025-06-01 12:00:02' });

    const options = await as(alice)<CorrectWordFileOption[]>({ method: 'GET', url: `${BASE}/select` });
    expect(options.data.map((file) => file.fileName).sort()).toEqual(['人名', '地名', '第三'].sort());
    expect(options.data[0]).not.toHaveProperty('content');

    const id = created.data.id;
    const edited = await as(alice)<CorrectWordFile>({ method: 'PUT', url: `${BASE}/${id}`, payload: { fileName: '人名2', content: ['小志|小智'] } });
    expect(edited).toMatchObject({ code: 0, data: { id, fileName: '人名2', wordCount: 1, content: ['小志|小智'] } });

    const download = await app.inject({ method: 'GET', url: `${BASE}/download/${id}`, headers: bearer(alice.token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('人名2.txt')}`);
    expect(download.body).toBe('小志|小智');

    expect(await as(alice)({ method: 'DELETE', url: `${BASE}/${id}` })).toMatchObject({ code: 0, data: null });
    const rest = (await list(alice)).list;
    expect(rest.map((file) => file.fileName)).toEqual(['第三', '地名']);
    // Batch delete takes upstream's bare array or {ids}.
    expect(await as(alice)({ method: 'POST', url: `${BASE}/batch-delete`, payload: [rest[0]!.id] })).toMatchObject({ code: 0 });
    expect(await as(alice)({ method: 'POST', url: `${BASE}/batch-delete`, payload: { ids: [rest[1]!.id] } })).toMatchObject({ code: 0 });
    expect((await list(alice)).total).toBe(0);
  });

  it('needs a signed-in user on every route', async () => {
    const routes = [
      { method: 'GET', url: `${BASE}/list` },
      { method: 'GET', url: `${BASE}/select` },
      { method: 'POST', url: BASE, payload: { fileName: 'x', content: ['a|b'] } },
      { method: 'PUT', url: `${BASE}/x`, payload: { fileName: 'x', content: ['a|b'] } },
      { method: 'DELETE', url: `${BASE}/x` },
      { method: 'POST', url: `${BASE}/batch-delete`, payload: ['x'] },
      { method: 'GET', url: `${BASE}/download/x` },
    ] as const;
    for (const route of routes) expect((await call(app, route)).code).toBe(401);
  });

  it('keeps files to their owner: another user’s id answers like a missing one and changes nothing', async () => {
    const { data: file } = await add(alice, { fileName: '私有', content: ['a|b'] });
    expect((await list(mallory)).total).toBe(0);
    const missing = 'f'.repeat(32);
    const probes = [
      { method: 'PUT', url: `${BASE}/ID`, payload: { fileName: 'taken', content: ['x|y'] } },
      { method: 'DELETE', url: `${BASE}/ID` },
      { method: 'GET', url: `${BASE}/download/ID` },
      { method: 'POST', url: `${BASE}/batch-delete`, payload: ['ID'] },
    ] as const;
    for (const probe of probes) {
      const theirs = await as(mallory)({ ...probe, url: probe.url.replace('ID', file.id), ...('payload' in probe ? { payload: JSON.parse(JSON.stringify(probe.payload).replace('ID', file.id)) } : {}), headers: { 'accept-language': 'en' } });
      const none = await as(mallory)({ ...probe, url: probe.url.replace('ID', missing), ...('payload' in probe ? { payload: JSON.parse(JSON.stringify(probe.payload).replace('ID', missing)) } : {}), headers: { 'accept-language': 'en' } });
      expect(theirs).toMatchObject({ code: 612, msg: 'Word file not found' });
      expect(none).toMatchObject({ code: theirs.code, msg: theirs.msg });
    }
    // A batch with one foreign id deletes nothing, not even the caller's own.
    const { data: own } = await add(mallory, { fileName: '我的', content: ['c|d'] });
    expect((await as(mallory)({ method: 'POST', url: `${BASE}/batch-delete`, payload: [own.id, file.id] })).code).toBe(612);
    expect((await list(mallory)).total).toBe(1);
    expect((await list(alice)).list[0]).toMatchObject({ fileName: '私有', content: ['a|b'] });
    // Names are unique per owner only.
    expect((await add(mallory, { fileName: '私有', content: ['e|f'] })).code).toBe(0);
  });

  it('refuses a duplicate name with 10203 on add and on rename', async () => {
    await add(alice, { fileName: '同名', content: ['a|b'] });
    const { data: other } = await add(alice, { fileName: '另一个', content: ['c|d'] });
    expect(await add(alice, { fileName: ' 同名 ', content: ['x|y'] })).toMatchObject({ status: 400, code: 10203, msg: '文件名已存在：同名' });
    expect(await as(alice)({ method: 'PUT', url: `${BASE}/${other.id}`, payload: { fileName: '同名', content: ['x|y'] } })).toMatchObject({ status: 400, code: 10203 });
    // Keeping its own name is no conflict.
    expect((await as(alice)({ method: 'PUT', url: `${BASE}/${other.id}`, payload: { fileName: '另一个', content: ['x|y'] } })).code).toBe(0);
    expect((await list(alice)).total).toBe(2);
  });

  it('refuses a file over 1 MB with 10204 and keeps the saved one', async () => {
    const { data: file } = await add(alice, { fileName: '大', content: ['a|b'] });
    const line = `${'源'.repeat(100)}|${'目'.repeat(100)}`; // 601 bytes in UTF-8
    const big = Array.from({ length: Math.ceil((1024 * 1024) / 602) + 1 }, () => line);
    const tooBig = await add(alice, { fileName: '太大', content: big });
    expect(tooBig).toMatchObject({ status: 400, code: 10204 });
    expect(tooBig.msg).toMatch(/1MB/);
    expect((await as(alice)({ method: 'PUT', url: `${BASE}/${file.id}`, payload: { fileName: '大', content: big } })).code).toBe(10204);
    // The size of the picked file counts too.
    expect((await add(alice, { fileName: '声称', content: ['a|b'], fileSize: 1024 * 1024 + 1 })).code).toBe(10204);
    const list1 = await list(alice);
    expect(list1.list.map((f) => f.fileName)).toEqual(['大']);
    expect(list1.list[0]!.content).toEqual(['a|b']);
  });

  it('accepts exactly 1 MB of lines', async () => {
    const line = `${'x'.repeat(100)}|${'y'.repeat(100)}`; // 201 bytes + "\n"
    const count = Math.floor((1024 * 1024 + 1) / 202);
    const lines = Array.from({ length: count }, () => line);
    const pad = 1024 * 1024 - (count * 202 - 1) - 1; // one more line to reach exactly 1 MB
    lines.push(`${'p'.repeat(Math.ceil(pad / 2))}|${'q'.repeat(pad - 1 - Math.ceil(pad / 2))}`);
    expect(Buffer.byteLength(lines.join('\n'))).toBe(1024 * 1024);
    expect(await add(alice, { fileName: '刚好', content: lines })).toMatchObject({ code: 0, data: { wordCount: count + 1 } });
  });

  it('names the first bad line with its number and saves nothing', async () => {
    const { data: file } = await add(alice, { fileName: '好', content: ['a|b'] });
    expect(await add(alice, { fileName: '坏', content: ['a|b', '', '没有竖线'] })).toMatchObject({
      status: 400,
      code: 400,
      msg: '第 3 行缺少“|”，每行应为“原词|替换词”：没有竖线（content），未保存',
    });
    const en = await as(alice)({ method: 'POST', url: BASE, payload: { fileName: '坏', content: 'a|b\n|b' }, headers: { 'accept-language': 'en' } });
    expect(en).toMatchObject({ status: 400, msg: 'Line 2 has an empty source or target word: |b (content); nothing was saved' });
    expect((await add(alice, { fileName: '坏', content: [`${'长'.repeat(129)}|b`] })).msg).toMatch(/^第 1 行的词超过 128 个字符/);
    expect((await add(alice, { fileName: '空', content: ['', '  '] })).code).toBe(400);
    expect((await add(alice, { fileName: '', content: ['a|b'] })).status).toBe(400);
    expect((await as(alice)({ method: 'PUT', url: `${BASE}/${file.id}`, payload: { fileName: '好', content: ['a|b', 'c'] } })).msg).toMatch(/^第 2 行/);
    const saved = await list(alice);
    expect(saved.total).toBe(1);
    expect(saved.list[0]).toMatchObject({ fileName: '好', content: ['a|b'] });
  });

  it('binds files to an agent in its role configuration and serves the pairs to the device server', async () => {
    const web = consoleFor(app, alice);
    const agentId = await web.createAgent('阿福');
    const { data: names } = await add(alice, { fileName: '人名', content: ['小志|小智', '肖智|小智'] });
    const { data: places } = await add(alice, { fileName: '地名', content: ['广洲|广州'] });
    await add(alice, { fileName: '未用', content: ['x|y'] });
    expect((await web.updateAgent(agentId, { correctWordFileIds: [places.id, names.id, places.id] })).code).toBe(0);
    const detail = await web.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${agentId}` });
    expect(detail.data.correctWordFileIds).toEqual([places.id, names.id]);
    // Saving without the field keeps the binding.
    expect((await web.updateAgent(agentId, { agentName: '阿福2' })).code).toBe(0);
    expect((await web.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${agentId}` })).data.correctWordFileIds).toEqual([places.id, names.id]);

    const device = await bindNewDevice(app, alice, agentId);
    const server = await deviceServerFor(app);
    expect(await server.correctWords(device.mac.toUpperCase())).toMatchObject({ code: 0, data: ['广洲|广州', '小志|小智', '肖智|小智'] });
    // Editing a file changes what the device server gets; deleting one drops it from the agent.
    await as(alice)({ method: 'PUT', url: `${BASE}/${places.id}`, payload: { fileName: '地名', content: ['深镇|深圳'] } });
    expect((await server.correctWords(device.mac)).data).toEqual(['深镇|深圳', '小志|小智', '肖智|小智']);
    await as(alice)({ method: 'DELETE', url: `${BASE}/${names.id}` });
    expect((await server.correctWords(device.mac)).data).toEqual(['深镇|深圳']);
    expect((await web.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${agentId}` })).data.correctWordFileIds).toEqual([places.id]);
    // An empty list unbinds all.
    await web.updateAgent(agentId, { correctWordFileIds: [] });
    expect((await server.correctWords(device.mac)).data).toEqual([]);
    // Unknown devices have none.
    expect(await server.correctWords('ff:ff:ff:ff:ff:ff')).toMatchObject({ code: 0, data: [] });
  });

  it('refuses another user’s file id on PUT /agent and saves nothing of that update', async () => {
    const web = consoleFor(app, alice);
    const agentId = await web.createAgent('阿福');
    const { data: own } = await add(alice, { fileName: '我的', content: ['a|b'] });
    const { data: foreign } = await add(mallory, { fileName: '别人的', content: ['c|d'] });
    await web.updateAgent(agentId, { correctWordFileIds: [own.id] });
    const refused = await web.request({ method: 'PUT', url: `/xiaozhi/agent/${agentId}`, payload: { agentName: '改名', correctWordFileIds: [own.id, foreign.id] } });
    expect(refused).toMatchObject({ code: 612, msg: `替换词文件不存在：${foreign.id}（correctWordFileIds），未保存` });
    const detail = (await web.request<AgentDetail>({ method: 'GET', url: `/xiaozhi/agent/${agentId}` })).data;
    expect(detail).toMatchObject({ agentName: '阿福', correctWordFileIds: [own.id] });
  });

  it('answers the device-server route only with the server secret', async () => {
    const route = { method: 'POST', url: '/xiaozhi/config/correct-words', payload: { macAddress: 'aa:bb:cc:dd:ee:ff' } } as const;
    expect(await call(app, route)).toMatchObject({ code: 401, msg: '服务器密钥不能为空' });
    expect((await call(app, { ...route, headers: bearer(alice.token) })).code).toBe(401);
    expect((await call(app, { ...route, payload: {}, headers: bearer(await app.services.params.text('server.secret')) })).status).toBe(400);
  });

  it('drops an agent’s and a deleted user’s word files with them', async () => {
    const admin = await createUser(app, { superAdmin: true });
    const agentId = await consoleFor(app, mallory).createAgent();
    const { data: file } = await add(mallory, { fileName: '随人走', content: ['a|b'] });
    await consoleFor(app, mallory).updateAgent(agentId, { correctWordFileIds: [file.id] });
    expect((await as(admin)({ method: 'DELETE', url: `/xiaozhi/admin/users/${mallory.id}` })).code).toBe(0);
    expect(await app.services.repos.correctWordFiles.findOwned(mallory.id, file.id)).toBeUndefined();
    expect(await app.services.repos.agentCorrectWordFiles.idsOfAgent(agentId)).toEqual([]);
  });
});
