import { MCP_TOOL_RESULT_MAX_CHARS, type McpInstance, type McpToolCallResult, type McpToolList } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFor } from '../../../test/console-client.ts';
import { buildTestApp, createUser } from '../../../test/helper.ts';
import { startTestMcpServers, type TestMcpServers } from '../../../test/mcp-servers.ts';

type Web = ReturnType<typeof consoleFor>;

describe('MCP tools over real connections', () => {
  let app: FastifyInstance;
  let servers: TestMcpServers;
  let alice: Web;
  const logged: string[] = [];
  const ids: Record<'streamable' | 'sse' | 'hang' | 'noAuth', string> = { streamable: '', sse: '', hang: '', noAuth: '' };

  beforeAll(async () => {
    servers = await startTestMcpServers();
    app = await buildTestApp({
      mcp: { timeouts: { connectMs: 1500, callMs: 1500 } },
      logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
    });
    alice = consoleFor(app, await createUser(app));
    const add = async (name: string, config: Record<string, unknown>) => {
      const made = await alice.request<McpInstance>({ method: 'POST', url: '/v1/mcps', payload: { name, desc: '', config: { type: 'sse', ...config } } });
      expect(made).toMatchObject({ code: 0 });
      return made.data.id;
    };
    ids.streamable = await add('streamable', { url: servers.streamableUrl, header: { Authorization: `Bearer ${servers.secret}` } });
    // The SSE server wants its key as a query parameter: `params` become query parameters.
    ids.sse = await add('sse', { url: servers.sseUrl, params: { key: servers.secret } });
    ids.hang = await add('hang', { url: servers.hangUrl });
    ids.noAuth = await add('no auth', { url: servers.streamableUrl });
  });
  afterAll(async () => {
    await app.close();
    await servers.close();
  });

  const tools = (id: string) => alice.request<McpToolList>({ method: 'GET', url: `/v1/mcps/${id}/tools`, headers: { 'accept-language': 'en' } });
  const callTool = (id: string, name: string, args: Record<string, unknown> = {}) =>
    alice.request<McpToolCallResult>({ method: 'POST', url: `/v1/mcps/${id}/toolcall`, payload: { name, arguments: args }, headers: { 'accept-language': 'en' } });

  it('refuses loopback URLs while server.allow_private_urls is off', async () => {
    expect(await tools(ids.streamable)).toMatchObject({ code: 400, msg: expect.stringContaining('127.0.0.1') });
    expect(await callTool(ids.sse, 'add', { a: 1, b: 2 })).toMatchObject({ code: 400 });
    expect(servers.calls).toEqual({ streamable: 0, sse: 0 });
    await app.services.params.set('server.allow_private_urls', 'true');
  });

  it('lists tools over Streamable HTTP and over HTTP+SSE', async () => {
    for (const id of [ids.streamable, ids.sse]) {
      const answer = await tools(id);
      expect(answer).toMatchObject({ code: 0, data: { mcp_id: id } });
      expect(answer.data.tools.map((tool) => tool.name).sort()).toEqual(['add', 'echo', 'fail', 'huge', 'slow']);
      expect(answer.data.tools.find((tool) => tool.name === 'add')).toMatchObject({
        description: 'Add two numbers',
        inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } } },
      });
    }
  });

  it('calls tools on both servers; a tool that throws answers isError, not a failure', async () => {
    expect(await callTool(ids.streamable, 'add', { a: 2, b: 40 })).toMatchObject({ code: 0, data: { content: [{ type: 'text', text: '42' }], isError: false, structuredContent: { sum: 42 }, truncated: false } });
    expect(await callTool(ids.sse, 'echo', { text: '你好' })).toMatchObject({ code: 0, data: { content: [{ type: 'text', text: '你好' }], isError: false } });
    expect(await callTool(ids.sse, 'fail')).toMatchObject({ code: 0, data: { isError: true, content: [{ type: 'text', text: expect.stringContaining('broke on purpose') }] } });
    expect(servers.calls.streamable).toBeGreaterThan(0);
    expect(servers.calls.sse).toBeGreaterThan(0);
  });

  it('cuts a huge result to the limit and flags it', async () => {
    const answer = await callTool(ids.streamable, 'huge', { chars: MCP_TOOL_RESULT_MAX_CHARS * 3 });
    expect(answer).toMatchObject({ code: 0, data: { truncated: true, isError: false } });
    expect(answer.data.content[0]?.text).toHaveLength(MCP_TOOL_RESULT_MAX_CHARS);
    expect((await callTool(ids.streamable, 'huge', { chars: 10 })).data).toMatchObject({ truncated: false, content: [{ text: 'xxxxxxxxxx' }] });
  });

  it("answers 502 'fetch tools failed' / 'tool call failed' for refused credentials, silence and slow tools", async () => {
    expect(await tools(ids.noAuth)).toMatchObject({ status: 200, code: 502, msg: 'fetch tools failed', data: null });
    expect(await tools(ids.hang)).toMatchObject({ code: 502, msg: 'fetch tools failed' });
    expect(await callTool(ids.hang, 'add', { a: 1, b: 1 })).toMatchObject({ code: 502, msg: 'tool call failed' });
    expect(await callTool(ids.streamable, 'slow', { ms: 5000 })).toMatchObject({ code: 502, msg: 'tool call failed' });
    const zh = await alice.request({ method: 'GET', url: `/v1/mcps/${ids.noAuth}/tools`, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.msg).toBe('获取工具列表失败，请检查 URL 和鉴权配置');
  });

  it('logs upstream failures without the credentials', () => {
    const text = logged.join('\n');
    expect(text).toContain('mcp upstream failed');
    expect(text).not.toContain(servers.secret);
  });
});
