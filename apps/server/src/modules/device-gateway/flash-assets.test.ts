import { describe, expect, it } from 'vitest';
import { TestClock } from '../../../test/helper.ts';
import { DeviceGatewayService, type DeviceGatewayDeps, type DeviceMcpSender } from './device-gateway.service.ts';

const MAC = 'a4:cf:12:00:00:01';

/** The service alone, its gateway a function: the firmware's paged tool list is easier to play here than over HTTP. */
function serviceWith(send: DeviceMcpSender) {
  const deps = {
    devices: { findById: async (id: string) => (id === MAC ? { user_id: 'u1', board: 'bread-compact-wifi', mac_address: MAC } : undefined) },
    params: { text: async () => 'configured' },
    kv: {},
    clock: new TestClock(),
    send,
    timeoutMs: 1000,
  } as unknown as DeviceGatewayDeps;
  return new DeviceGatewayService(deps);
}

describe('flashing assets through the device’s MCP tools', () => {
  it('follows nextCursor to find the assets tool the firmware lists last, then sets the URL and reboots', async () => {
    const sent: { method: string; params: Record<string, unknown> }[] = [];
    const service = serviceWith(async (_target, _clientId, request) => {
      sent.push(request);
      if (request.method === 'tools/list') {
        return request.params.cursor === 'self.assets.set_download_url'
          ? { ok: true, result: { tools: [{ name: 'self.assets.set_download_url' }, { name: 'self.reboot' }] } }
          : { ok: true, result: { tools: [{ name: 'self.get_device_status' }], nextCursor: 'self.assets.set_download_url' } };
      }
      if (request.params.name === 'self.reboot') return { ok: false, failure: 'timeout', detail: 'no answer' };
      return { ok: true, result: { content: [{ type: 'text', text: 'true' }], isError: false } };
    });
    expect(await service.flashAssets('u1', MAC, 'http://console/xiaozhi/otaMag/assets/x.bin')).toEqual({ url: 'http://console/xiaozhi/otaMag/assets/x.bin', answer: 'true', rebooted: false });
    expect(sent.map((request) => [request.method, request.params.cursor ?? request.params.name ?? null])).toEqual([
      ['tools/list', null],
      ['tools/list', 'self.assets.set_download_url'],
      ['tools/call', 'self.assets.set_download_url'],
      ['tools/call', 'self.reboot'],
    ]);
  });

  it('stops after ten pages of a list that never ends, and says the tool is missing', async () => {
    let lists = 0;
    const service = serviceWith(async () => {
      lists += 1;
      return { ok: true, result: { tools: [{ name: 'self.get_device_status' }], nextCursor: 'again' } };
    });
    await expect(service.flashAssets('u1', MAC, 'http://console/a.bin')).rejects.toMatchObject({ code: 10194 });
    expect(lists).toBe(10);
  });

  it('reports a device that refuses the URL with its own words', async () => {
    const service = serviceWith(async (_target, _clientId, request) =>
      request.method === 'tools/list'
        ? { ok: true, result: { tools: [{ name: 'self.assets.set_download_url' }] } }
        : { ok: true, result: { content: [{ type: 'text', text: 'no assets partition' }], isError: true } },
    );
    await expect(service.flashAssets('u1', MAC, 'http://console/a.bin')).rejects.toMatchObject({ code: 10194, params: ['no assets partition'] });
  });
});
