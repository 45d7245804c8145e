import type { PageData, ParamRow } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAM_SEEDS } from '../../db/migrations/data/0002/params.ts';
import { consoleFor } from '../../../test/console-client.ts';
import { closedPort, lanAddress, startFakeDeviceServer, startFakeHttpServer, type FakeDeviceServer, type FakeHttpServer } from '../../../test/fake-device-server.ts';
import { buildTestApp, createUser } from '../../../test/helper.ts';

/** Every param upstream seeds, in upstream's order. */
const UPSTREAM_CODES = [
  'server.secret', 'server.allow_user_register', 'server.fronted_url', 'server.websocket', 'server.ota', 'server.name', 'server.beian_icp_num',
  'server.beian_ga_num', 'server.enable_mobile_register', 'server.sms_max_send_count', 'server.mcp_endpoint', 'server.voice_print', 'server.mqtt_gateway',
  'server.mqtt_signature_key', 'server.udp_gateway', 'server.voiceprint_similarity_threshold', 'server.mqtt_manager_api', 'server.public_key',
  'server.private_key', 'server.auth.enabled', 'log.log_format', 'log.log_format_file', 'log.log_level', 'log.log_dir', 'log.log_file', 'log.data_dir',
  'device_max_output_size', 'delete_audio', 'close_connection_no_voice_time', 'tts_timeout', 'enable_wakeup_words_response_cache', 'enable_greeting',
  'enable_stop_tts_notify', 'stop_tts_notify_voice', 'exit_commands', 'wakeup_words', 'xiaozhi', 'enable_websocket_ping', 'tool_call_timeout',
  'end_prompt.enable', 'end_prompt.prompt', 'system_error_response', 'system-web.menu', 'aliyun.sms.access_key_id', 'aliyun.sms.access_key_secret',
  'aliyun.sms.sign_name', 'aliyun.sms.sms_code_template_code',
];

describe('params management', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof consoleFor>;
  let deviceServer: FakeDeviceServer;
  let ota: FakeHttpServer;
  beforeAll(async () => {
    app = await buildTestApp({ outboundTimeouts: { probeMs: 2000 } });
    admin = consoleFor(app, await createUser(app, { superAdmin: true }));
    deviceServer = await startFakeDeviceServer();
    ota = await startFakeHttpServer('OTA接口运行正常，websocket集群数量：1');
  });
  afterAll(async () => {
    await Promise.all([deviceServer.close(), ota.close()]);
    await app.close();
  });

  const page = async (query = '', headers: Record<string, string> = {}) =>
    (await admin.request<PageData<ParamRow>>({ method: 'GET', url: `/xiaozhi/admin/params/page?${query}`, headers })).data;
  const find = async (code: string) => (await page(`paramCode=${encodeURIComponent(code)}&limit=100`)).list.find((row) => row.paramCode === code)!;
  const stored = async (code: string) => (await app.services.params.raw(code))!;
  const save = (method: 'POST' | 'PUT', payload: Record<string, unknown>, lang = 'zh-CN') =>
    admin.request({ method, url: '/xiaozhi/admin/params', payload, headers: { 'accept-language': lang } });
  const edit = async (code: string, paramValue: string, lang = 'zh-CN') => {
    const row = await find(code);
    return save('PUT', { id: row.id, paramCode: code, paramValue, valueType: row.valueType, remark: row.remark }, lang);
  };

  it('has every param upstream seeds on a fresh install, with the secrets generated at start', async () => {
    const all = await page('limit=100');
    // Other areas may seed params of their own in later migrations.
    expect(all.total).toBeGreaterThanOrEqual(PARAM_SEEDS.length);
    expect(all.list).toHaveLength(all.total);
    expect(all.list.map((row) => row.paramCode)).toEqual(expect.arrayContaining(UPSTREAM_CODES));
    expect(await stored('server.secret')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await stored('server.private_key')).length).toBeGreaterThan(32);
  });

  it('pages by code and filters by a code or remark substring', async () => {
    const first = await page('page=1&limit=10');
    expect(first.list).toHaveLength(10);
    expect(first.list.map((row) => row.paramCode)).toEqual([...first.list.map((row) => row.paramCode)].sort());
    expect((await page('page=5&limit=10')).list).toHaveLength(Math.min(10, first.total - 40));
    const log = await page('paramCode=LOG.');
    expect(log.list.map((row) => row.paramCode).sort()).toEqual(['log.data_dir', 'log.log_dir', 'log.log_file', 'log.log_format', 'log.log_format_file', 'log.log_level']);
    expect((await page(`paramCode=${encodeURIComponent('唤醒词')}`)).list.map((row) => row.paramCode)).toContain('wakeup_words');
    expect((await page('paramCode=100%25')).total).toBe(0);
    expect(first.list[0]).toEqual({
      id: expect.any(String), paramCode: first.list[0]!.paramCode, paramValue: expect.any(String), valueType: expect.any(String),
      remark: expect.any(String), secret: expect.any(Boolean), createDate: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), updateDate: expect.any(String),
    });
  });

  it('sorts by code or by value type (by code among one type), either way, and refuses another field', async () => {
    const byCode = (await page('limit=100')).list;
    expect(byCode.length).toBe((await page('limit=100')).total);
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const codes = (rows: ParamRow[]) => rows.map((row) => `${row.valueType} ${row.paramCode}`);
    expect(codes((await page('sort=paramCode&order=descend&limit=100')).list)).toEqual(codes(byCode).reverse());
    const typed = (sign: number) => [...byCode].sort((a, b) => sign * text(a.valueType, b.valueType) || text(a.paramCode, b.paramCode));
    expect(codes((await page('sort=valueType&order=ascend&limit=100')).list)).toEqual(codes(typed(1)));
    expect(codes((await page('sort=valueType&order=descend&limit=100')).list)).toEqual(codes(typed(-1)));
    expect(new Set(byCode.map((row) => row.valueType)).size).toBeGreaterThan(2);
    expect((await admin.request({ method: 'GET', url: '/xiaozhi/admin/params/page?sort=paramValue' })).status).toBe(400);
  });

  it('masks secret values, keeps the stored one when the mask comes back, and replaces it when changed', async () => {
    const secret = await stored('server.secret');
    const row = await find('server.secret');
    expect(row).toMatchObject({ secret: true, valueType: 'string' });
    expect(row.paramValue).not.toBe(secret);
    expect(row.paramValue).toBe(`${secret.slice(0, 4)}****${secret.slice(-4)}`);
    expect((await find('server.private_key')).paramValue).toContain('****');
    expect(await find('aliyun.sms.access_key_secret')).toMatchObject({ secret: true, paramValue: '' });
    expect(await find('server.name')).toMatchObject({ secret: false, paramValue: 'Vox Console' });

    expect((await save('PUT', { id: row.id, paramCode: 'server.secret', paramValue: row.paramValue, valueType: 'string', remark: 'rotated later' })).code).toBe(0);
    expect(await stored('server.secret')).toBe(secret);
    expect((await find('server.secret')).remark).toBe('rotated later');
    expect((await save('PUT', { id: row.id, paramCode: 'server.secret', paramValue: 'a-new-server-secret-value', valueType: 'string' })).code).toBe(0);
    expect(await stored('server.secret')).toBe('a-new-server-secret-value');
  });

  it('checks each value against its type, naming the param in the message', async () => {
    const add = (paramValue: string, valueType: string, lang?: string) => save('POST', { paramCode: 'custom.limit', paramValue, valueType, remark: '' }, lang);
    expect(await add('abc', 'number')).toMatchObject({ code: 10037, msg: '参数 custom.limit 的值必须是数字' });
    expect(await add('abc', 'number', 'en-US')).toMatchObject({ code: 10037, msg: 'The value of custom.limit must be a number' });
    expect((await add('yes', 'boolean')).code).toBe(10038);
    expect((await add('a;;b', 'array')).code).toBe(10039);
    expect((await add('[1,2]', 'json')).code).toBe(10040);
    expect((await add('{"a":', 'json')).code).toBe(10040);
    expect((await add('  ', 'string')).code).toBe(10034);
    expect((await add('1', '')).code).toBe(10035);
    expect(await add('1', 'xml', 'en-US')).toMatchObject({ code: 10036, msg: expect.stringContaining('"xml"') });
    expect((await save('POST', { paramCode: 'bad code!', paramValue: '1', valueType: 'number' })).code).toBe(400);
    expect(await page('paramCode=custom.limit')).toMatchObject({ total: 0 });

    expect((await add('12.5', 'number')).code).toBe(0);
    expect(await find('custom.limit')).toMatchObject({ paramValue: '12.5', valueType: 'number', secret: false });
    expect(await add('3', 'number')).toMatchObject({ code: 614, msg: '参数 custom.limit 已存在' });
    expect((await save('POST', { paramCode: 'custom.flags', paramValue: '{"a":[1,2]}', valueType: 'JSON' })).code).toBe(0);
    expect((await find('custom.flags')).valueType).toBe('json');
    expect((await save('POST', { paramCode: 'custom.words', paramValue: '你好;再见', valueType: 'array' })).code).toBe(0);
    expect((await edit('custom.words', 'TRUE')).code).toBe(0);
    const words = await find('custom.words');
    expect((await save('PUT', { id: words.id, paramCode: 'custom.limit', paramValue: '1', valueType: 'number' })).code).toBe(614);
    expect((await save('PUT', { id: 'nope', paramCode: 'x.y', paramValue: '1', valueType: 'number' })).code).toBe(612);
  });

  it('deletes several at once and refuses the params the system depends on', async () => {
    await save('POST', { paramCode: 'custom.a', paramValue: 'a', valueType: 'string' });
    await save('POST', { paramCode: 'custom.b', paramValue: 'b', valueType: 'string' });
    const ids = [(await find('custom.a')).id, (await find('custom.b')).id];
    const secretRow = await find('server.secret');
    expect(await admin.request({ method: 'POST', url: '/xiaozhi/admin/params/delete', payload: [...ids, secretRow.id] })).toMatchObject({ code: 10320, msg: expect.stringContaining('server.secret') });
    expect((await page('paramCode=custom.')).list.map((row) => row.paramCode)).toEqual(expect.arrayContaining(['custom.a', 'custom.b']));
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/admin/params/delete', payload: ids })).code).toBe(0);
    expect((await page('paramCode=custom.')).list.map((row) => row.paramCode)).not.toContain('custom.a');
    expect((await admin.request({ method: 'POST', url: '/xiaozhi/admin/params/delete', payload: ids })).code).toBe(10043);
    const key = await find('server.private_key');
    expect((await save('PUT', { id: key.id, paramCode: 'server.private_key_old', paramValue: key.paramValue, valueType: 'string' })).code).toBe(10320);
    expect((await find('server.private_key')).paramValue).toBe(key.paramValue);
  });

  describe('live checks', () => {
    it('server.websocket: every address is ws(s), not loopback, and answers a handshake', async () => {
      const before = await stored('server.websocket');
      expect((await edit('server.websocket', 'ws://localhost:8000/xiaozhi/v1/')).code).toBe(10099);
      expect((await edit('server.websocket', `${deviceServer.url};ws://127.0.0.1:8000/xiaozhi/v1/`)).code).toBe(10099);
      expect((await edit('server.websocket', 'http://example.com/xiaozhi/v1/')).code).toBe(10100);
      expect((await edit('server.websocket', `${deviceServer.url};;`)).code).toBe(10098);
      const dead = `ws://${lanAddress()}:${await closedPort()}/xiaozhi/v1/`;
      const failed = await edit('server.websocket', `${deviceServer.url};${dead}`, 'en-US');
      expect(failed).toMatchObject({ code: 10101, msg: expect.stringContaining(dead) });
      expect(failed.msg).toContain('connection refused');
      expect(await stored('server.websocket')).toBe(before);

      const handshakes = deviceServer.handshakes.length;
      expect((await edit('server.websocket', deviceServer.url)).code).toBe(0);
      expect(await stored('server.websocket')).toBe(deviceServer.url);
      const handshake = deviceServer.handshakes[handshakes]!;
      expect(handshake['device-id']).toBeTruthy();
      expect(handshake.authorization).toMatch(/^Bearer [\w-]+\.\d+$/);
      // Switching it off again needs no service.
      expect((await edit('server.websocket', 'null')).code).toBe(0);
    });

    it('server.ota: an http(s) address ending in /ota/ whose GET answers like the OTA endpoint', async () => {
      const base = `${ota.url}/xiaozhi/ota/`;
      expect((await edit('server.ota', 'ftp://example.com/ota/')).code).toBe(10104);
      expect((await edit('server.ota', 'http://localhost:8002/xiaozhi/ota/')).code).toBe(10103);
      expect((await edit('server.ota', `${ota.url}/xiaozhi/ota`)).code).toBe(10105);
      const down = await edit('server.ota', `http://${lanAddress()}:${await closedPort()}/xiaozhi/ota/`);
      expect(down.code).toBe(10106);
      const wrong = await startFakeHttpServer('hello world');
      const notFound = await startFakeHttpServer('nope', 404);
      try {
        expect((await edit('server.ota', `${wrong.url}/xiaozhi/ota/`)).code).toBe(10108);
        expect(await edit('server.ota', `${notFound.url}/xiaozhi/ota/`, 'en-US')).toMatchObject({ code: 10107, msg: expect.stringContaining('HTTP 404') });
      } finally {
        await Promise.all([wrong.close(), notFound.close()]);
      }
      expect(await stored('server.ota')).toBe('null');
      expect((await edit('server.ota', base)).code).toBe(0);
      expect(ota.requests).toContain('/xiaozhi/ota/');
      expect(await stored('server.ota')).toBe(base);
    });

    it('server.mcp_endpoint and server.voice_print: a keyed health address answering success / healthy', async () => {
      const mcp = await startFakeHttpServer('{"result":"success"}');
      const voiceprint = await startFakeHttpServer('{"status":"healthy"}');
      try {
        expect((await edit('server.mcp_endpoint', `${mcp.url}/mcp_endpoint/health`)).code).toBe(10111);
        expect((await edit('server.mcp_endpoint', `${voiceprint.url}/mcp_endpoint/health?key=k1`)).code).toBe(10114);
        expect((await edit('server.mcp_endpoint', `${mcp.url}/mcp_endpoint/health?key=k1`)).code).toBe(0);
        expect((await edit('server.voice_print', `ws://${lanAddress()}/voiceprint/health?key=k2`)).code).toBe(10118);
        expect((await edit('server.voice_print', `${voiceprint.url}/voiceprint/health`)).code).toBe(10117);
        expect((await edit('server.voice_print', `${voiceprint.url}/voiceprint/health?key=k2`)).code).toBe(0);
      } finally {
        await Promise.all([mcp.close(), voiceprint.close()]);
      }
    });

    it('server.mqtt_signature_key: long, mixed case, no common words', async () => {
      expect((await edit('server.mqtt_signature_key', 'Ab1')).code).toBe(10122);
      expect((await edit('server.mqtt_signature_key', 'lowercaseonly')).code).toBe(10123);
      expect(await edit('server.mqtt_signature_key', 'MyAdminKey99', 'en-US')).toMatchObject({ code: 10124, msg: expect.stringContaining('"admin"') });
      expect((await edit('server.mqtt_signature_key', 'Zq8vR2mLw5Tx')).code).toBe(0);
      expect(await stored('server.mqtt_signature_key')).toBe('Zq8vR2mLw5Tx');
      // Masked on the page; saving the mask back keeps it without re-checking.
      expect((await find('server.mqtt_signature_key')).paramValue).toBe('Zq8v****w5Tx');
      expect((await edit('server.mqtt_signature_key', 'Zq8v****w5Tx')).code).toBe(0);
      expect(await stored('server.mqtt_signature_key')).toBe('Zq8vR2mLw5Tx');
    });
  });
});
