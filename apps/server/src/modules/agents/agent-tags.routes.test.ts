import type { AgentSummary, AgentTag } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createTestDatabase, createUser, TestClock, type TestUser } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';

describe('agent tags', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let other: ReturnType<typeof consoleFor>;
  beforeEach(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ database, clock: new TestClock(Date.parse('2025-06-01T04:00:00.000Z')) });
    owner = await createUser(app);
    web = consoleFor(app, owner);
    other = consoleFor(app, await createUser(app));
  });
  afterEach(() => app.close());

  const createTag = (client: typeof web, tagName: unknown) => client.request<AgentTag>({ method: 'POST', url: '/xiaozhi/agent/tag', payload: { tagName } });
  const tagList = async (client = web) => (await client.request<AgentTag[]>({ method: 'GET', url: '/xiaozhi/agent/tag/list' })).data;
  const agentTags = (id: string, client = web) => client.request<AgentTag[]>({ method: 'GET', url: `/xiaozhi/agent/${id}/tags` });
  const putTags = (id: string, payload: Record<string, unknown>, client = web) => client.request({ method: 'PUT', url: `/xiaozhi/agent/${id}/tags`, payload });
  const names = async (id: string) => (await agentTags(id)).data.map((tag) => tag.tagName);
  const list = async (query = '') => (await web.request<AgentSummary[]>({ method: 'GET', url: `/xiaozhi/agent/list${query}` })).data;

  it('creates, lists and deletes a user’s tags, refusing empty, too long and duplicate names', async () => {
    const kitchen = await createTag(web, '  厨房  ');
    expect(kitchen).toMatchObject({ code: 0, data: { id: expect.any(String), tagName: '厨房' } });
    expect((await createTag(web, 'x'.repeat(20))).code).toBe(0);
    expect(await createTag(web, '厨房')).toMatchObject({ status: 400, code: 10196, msg: '标签名已存在：厨房' });
    expect(await createTag(web, '   ')).toMatchObject({ status: 400, msg: expect.stringContaining('标签名') });
    expect(await createTag(web, 'x'.repeat(21))).toMatchObject({ status: 400, msg: expect.stringContaining('标签名') });
    expect((await tagList()).map((tag) => tag.tagName)).toEqual(['x'.repeat(20), '厨房']);

    // Names are the owner's: another user may use the same name and sees none of the owner's tags.
    expect((await createTag(other, '厨房')).code).toBe(0);
    expect((await tagList(other)).map((tag) => tag.tagName)).toEqual(['厨房']);
    expect(await other.request({ method: 'DELETE', url: `/xiaozhi/agent/tag/${kitchen.data.id}` })).toMatchObject({ status: 400, code: 10198 });
    expect(await tagList()).toHaveLength(2);

    expect((await web.request({ method: 'DELETE', url: `/xiaozhi/agent/tag/${kitchen.data.id}` })).code).toBe(0);
    expect((await tagList()).map((tag) => tag.tagName)).toEqual(['x'.repeat(20)]);
    expect(await web.request({ method: 'DELETE', url: `/xiaozhi/agent/tag/${kitchen.data.id}` })).toMatchObject({ status: 400, code: 10198, msg: `标签不存在：${kitchen.data.id}` });
  });

  it('sets an agent’s tags by id and by name, owner-scoped, and refuses unknown ids without saving anything', async () => {
    const id = await web.createAgent('助手');
    const kitchen = (await createTag(web, '厨房')).data;
    expect((await putTags(id, { tagIds: [kitchen.id], tagNames: ['儿童', '厨房', '儿童'] })).code).toBe(0);
    expect(await names(id)).toEqual(['厨房', '儿童']);
    expect((await tagList()).map((tag) => tag.tagName).sort()).toEqual(['儿童', '厨房']);

    const foreign = (await createTag(other, '别人的')).data;
    expect(await putTags(id, { tagIds: [foreign.id], tagNames: ['新的'] })).toMatchObject({ status: 400, code: 10198, msg: `标签不存在：${foreign.id}，未保存` });
    expect(await putTags(id, { tagIds: ['nope'] }, web)).toMatchObject({ status: 400, code: 10198 });
    expect(await names(id)).toEqual(['厨房', '儿童']);
    expect((await tagList()).map((tag) => tag.tagName)).not.toContain('新的');

    expect(await putTags(id, { tagNames: ['x'.repeat(21)] })).toMatchObject({ status: 400, msg: expect.stringContaining('标签') });
    expect(await putTags(id, { tagNames: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toMatchObject({ status: 400 });
    expect(await names(id)).toEqual(['厨房', '儿童']);

    // Another user's agent answers like a missing one, for reading and writing.
    expect(await agentTags(id, other)).toMatchObject({ code: 612 });
    expect(await putTags(id, { tagNames: ['偷'] }, other)).toMatchObject({ code: 612 });
    expect((await tagList(other)).map((tag) => tag.tagName)).toEqual(['别人的']);

    expect((await putTags(id, { tagIds: [] })).code).toBe(0);
    expect(await names(id)).toEqual([]);
  });

  it('saves tagNames with the agent configuration, and only when sent', async () => {
    const id = await web.createAgent('助手');
    expect((await web.updateAgent(id, { agentName: '新名', tagNames: ['客厅', '音箱'] })).code).toBe(0);
    expect(await names(id)).toEqual(['客厅', '音箱']);
    expect((await web.updateAgent(id, { agentName: '再改' })).code).toBe(0);
    expect(await names(id)).toEqual(['客厅', '音箱']);
    expect((await web.updateAgent(id, { tagNames: ['音箱'] })).code).toBe(0);
    expect(await names(id)).toEqual(['音箱']);
    // A refused save changes neither the agent nor its tags.
    expect((await web.updateAgent(id, { agentName: '坏', tagNames: ['ok'], llmModelId: 'LLM_Nope' })).code).not.toBe(0);
    expect(await names(id)).toEqual(['音箱']);
    expect((await tagList()).map((tag) => tag.tagName)).not.toContain('ok');
  });

  it('lists each agent with its tags, and the home search finds agents by name, tag name or device MAC', async () => {
    const kitchen = await web.createAgent('厨房助手');
    const bedroom = await web.createAgent('卧室助手');
    await web.createAgent('书房');
    await putTags(kitchen, { tagNames: ['家电', '儿童'] });
    await putTags(bedroom, { tagNames: ['儿童'] });
    await bindNewDevice(app, owner, bedroom, 'a4:cf:12:77:88:99');
    const otherAgent = await other.createAgent('别人的');
    await putTags(otherAgent, { tagNames: ['儿童'] }, other);

    const rows = await list();
    expect(rows.find((row) => row.id === kitchen)?.tags.map((tag) => tag.tagName)).toEqual(['家电', '儿童']);
    expect(rows.find((row) => row.agentName === '书房')?.tags).toEqual([]);

    const found = async (query: string) => (await list(query)).map((row) => row.agentName).sort();
    expect(await found('?keyword=儿童&searchType=name')).toEqual(['卧室助手', '厨房助手']);
    expect(await found('?keyword=家&searchType=name')).toEqual(['厨房助手']);
    expect(await found('?keyword=书房&searchType=name')).toEqual(['书房']);
    expect(await found('?keyword=A4:CF:12:77:88:99&searchType=mac')).toEqual(['卧室助手']);
    expect(await found('?keyword=儿童&searchType=mac')).toEqual([]);
  });

  it('deleting a tag takes it off its agents; deleting an agent keeps the user’s tags', async () => {
    const id = await web.createAgent('助手');
    const kept = await web.createAgent('留下');
    await putTags(id, { tagNames: ['甲', '乙'] });
    await putTags(kept, { tagNames: ['甲'] });
    const first = (await tagList()).find((tag) => tag.tagName === '甲')!;
    expect((await web.request({ method: 'DELETE', url: `/xiaozhi/agent/tag/${first.id}` })).code).toBe(0);
    expect(await names(id)).toEqual(['乙']);
    expect(await names(kept)).toEqual([]);
    expect((await web.request({ method: 'DELETE', url: `/xiaozhi/agent/${id}` })).code).toBe(0);
    expect((await tagList()).map((tag) => tag.tagName)).toEqual(['乙']);
    expect(await database.db.selectFrom('agent_tag_relations').selectAll().where('agent_id', '=', id).execute()).toEqual([]);
  });

  it('deleting a user removes their tags and tag links, and no one else’s', async () => {
    const id = await web.createAgent('助手');
    await putTags(id, { tagNames: ['甲'] });
    await createTag(other, '甲');
    const admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    expect((await admin.request({ method: 'DELETE', url: `/xiaozhi/admin/users/${owner.id}` })).code).toBe(0);
    expect(await database.db.selectFrom('agent_tags').select('user_id').execute()).toEqual([{ user_id: expect.not.stringMatching(owner.id) }]);
    expect(await database.db.selectFrom('agent_tag_relations').selectAll().execute()).toEqual([]);
  });
});
