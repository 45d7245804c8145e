import type { AssetsFlashResult } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assetsBin } from '../../../test/assets-bin.ts';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { startFakeMqttGateway, type FakeMqttGateway } from '../../../test/fake-mqtt-gateway.ts';
import { multipart } from '../../../test/firmware-upload.ts';
import { bearer, buildTestApp, call, createUser, TestClock, type TestUser } from '../../../test/helper.ts';

const NOW = Date.parse('2025-06-01T04:00:00.000Z');
const KEY = 'Gateway-Key-42';
const THEME_TOOLS = [{ name: 'self.get_device_status' }, { name: 'self.assets.set_download_url' }, { name: 'self.reboot' }];

describe('flashing a theme (assets.bin) onto a device through the MQTT gateway', () => {
  let app: FastifyInstance;
  let owner: TestUser;
  let web: ReturnType<typeof consoleFor>;
  let agentId: string;
  let gateway: FakeMqttGateway | undefined;
  beforeEach(async () => {
    app = await buildTestApp({ clock: new TestClock(NOW) });
    owner = await createUser(app);
    web = consoleFor(app, owner);
    agentId = await web.createAgent();
  });
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await app.close();
  });

  const clientIdOf = (mac: string) => `bread-compact-wifi@@@${mac.replaceAll(':', '_')}@@@${mac.replaceAll(':', '_')}`;
  const startGateway = async (devices: Record<string, { name: string }[]>) => {
    gateway = await startFakeMqttGateway(KEY, new Date(NOW), devices);
    const at = new Date(NOW).toISOString();
    await app.services.repos.params.setValue('server.mqtt_manager_api', gateway.api, at);
    await app.services.repos.params.setValue('server.mqtt_signature_key', KEY, at);
  };
  const uploadTheme = async () => {
    const { payload, headers } = await multipart('assets.bin', assetsBin());
    return (await call<string>(app, { method: 'POST', url: '/xiaozhi/otaMag/uploadAssetsBin', headers: { ...headers, ...bearer(owner.token) }, payload })).data;
  };
  const flash = (mac: string, url: string, lang = 'zh_CN', as = web) =>
    as.request<AssetsFlashResult>({ method: 'POST', url: `/v1/devices/${mac}/flash-assets`, payload: { url }, headers: { 'accept-language': lang } });

  it('sets the download URL on the device, then reboots it, and answers what the device said', async () => {
    const { mac } = await bindNewDevice(app, owner, agentId);
    await startGateway({ [clientIdOf(mac)]: THEME_TOOLS });
    const url = await uploadTheme();
    const answer = await flash(mac, url);
    expect(answer).toMatchObject({ code: 0, data: { url, rebooted: true } });
    expect(JSON.parse(answer.data.answer)).toEqual({ called: 'self.assets.set_download_url', with: { url } });
    expect(gateway!.requests.map((request) => [request.body.payload.method, request.body.payload.params.name ?? null])).toEqual([
      ['tools/list', null],
      ['tools/call', 'self.assets.set_download_url'],
      ['tools/call', 'self.reboot'],
    ]);
    // Also under /xiaozhi, as every /v1 route.
    expect((await web.request({ method: 'POST', url: `/xiaozhi/v1/devices/${mac}/flash-assets`, payload: { url } })).code).toBe(0);
  });

  it('tells an offline device, a device without the theme tool and another user’s device apart from success, in the caller’s language', async () => {
    const { mac } = await bindNewDevice(app, owner, agentId);
    const { mac: oldMac } = await bindNewDevice(app, owner, agentId);
    const { mac: offlineMac } = await bindNewDevice(app, owner, agentId);
    await startGateway({ [clientIdOf(mac)]: THEME_TOOLS, [clientIdOf(oldMac)]: [{ name: 'self.get_device_status' }] });
    const url = await uploadTheme();
    expect(await flash(offlineMac, url)).toMatchObject({ code: 10194, msg: expect.stringContaining('设备未连接') });
    expect(await flash(oldMac, url)).toMatchObject({ code: 10194, msg: expect.stringContaining('没有刷入主题的工具') });
    expect(await flash(oldMac, url, 'en')).toMatchObject({ code: 10194, msg: expect.stringContaining('update its firmware to 2.0.0 or later') });
    const stranger = consoleFor(app, await createUser(app));
    expect((await flash(mac, url, 'zh_CN', stranger)).code).toBe(10194);
    expect(gateway!.requests.filter((request) => request.body.payload.method === 'tools/call')).toEqual([]);
  });

  it('flashes only an assets file uploaded here', async () => {
    const { mac } = await bindNewDevice(app, owner, agentId);
    await startGateway({ [clientIdOf(mac)]: THEME_TOOLS });
    const url = await uploadTheme();
    for (const other of ['https://example.com/assets.bin', url.replace(/[0-9a-f]{32}/, '0'.repeat(32)), 'ftp://localhost/xiaozhi/otaMag/assets/x.bin', 'not a url']) {
      expect(await flash(mac, other, 'en')).toMatchObject({ status: 400, msg: expect.stringContaining('Only an assets file uploaded here can be flashed') });
    }
    expect((await flash(mac, '')).status).toBe(400);
    expect(gateway!.requests).toEqual([]);
    expect((await call(app, { method: 'POST', url: `/v1/devices/${mac}/flash-assets`, payload: { url } })).code).toBe(401);
  });
});
