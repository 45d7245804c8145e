import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNewDevice, consoleFor } from '../../../test/console-client.ts';
import { addFirmware, firmwareBytes, tempFirmwareStorage } from '../../../test/firmware-upload.ts';
import { RECENT_READ_MS } from '../../lib/recent-reads.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { bearer, buildTestApp, call, createTestDatabase, createUser, type TestUser } from '../../../test/helper.ts';

describe('OTA check-in offers uploaded firmware', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let admin: TestUser;
  let owner: TestUser;
  let files: Awaited<ReturnType<typeof tempFirmwareStorage>>;
  beforeEach(async () => {
    files = await tempFirmwareStorage();
    database = await createTestDatabase();
    app = await buildTestApp({ storage: files.storage, database });
    admin = await createUser(app, { superAdmin: true });
    owner = await createUser(app);
  });
  afterEach(async () => {
    await app.close();
    await files.cleanup();
  });

  async function deviceOn(board: string, version: string) {
    const agentId = await consoleFor(app, owner).createAgent();
    const device = await bindNewDevice(app, owner, agentId);
    device.board = board;
    device.version = version;
    return device;
  }

  it('offers the semantically newest image of the board to a device running an older version, with a working link', async () => {
    const image = firmwareBytes(200_000);
    await addFirmware(app, admin.token, { type: 'esp-box-3', version: '1.9.3' });
    await addFirmware(app, admin.token, { type: 'esp-box-3', version: '1.10.0', bytes: image.bytes });
    await addFirmware(app, admin.token, { type: 'esp-box-3', version: '1.2.0' });
    await addFirmware(app, admin.token, { type: 'lichuang-dev', version: '9.0.0' });

    const device = await deviceOn('esp-box-3', '1.9.3');
    const { firmware } = (await device.checkIn()).json;
    expect(firmware.version).toBe('1.10.0');
    expect(firmware.url).toMatch(/^http:\/\/localhost(:80)?\/xiaozhi\/otaMag\/download\/[0-9a-f-]{36}$/);
    const url = new URL(firmware.url);
    const file = await app.inject({ method: 'GET', url: url.pathname });
    expect(file.statusCode).toBe(200);
    expect(createHash('md5').update(file.rawPayload).digest('hex')).toBe(image.md5);

    device.version = '1.10.0';
    expect((await device.checkIn()).json.firmware).toEqual({ version: '1.10.0', url: '' });
    device.version = '1.11.0-rc.1';
    expect((await device.checkIn()).json.firmware).toEqual({ version: '1.11.0-rc.1', url: '' });
  });

  it('offers nothing to a device of another board, and no firmware block at all when auto-update is off', async () => {
    await addFirmware(app, admin.token, { type: 'esp-box-3', version: '2.0.0' });
    const other = await deviceOn('bread-compact-wifi', '1.0.0');
    expect((await other.checkIn()).json.firmware).toEqual({ version: '1.0.0', url: '' });

    const device = await deviceOn('esp-box-3', '1.0.0');
    await consoleFor(app, owner).request({ method: 'PUT', url: `/xiaozhi/device/update/${device.mac}`, payload: { autoUpdate: 0 } });
    expect((await device.checkIn()).json).not.toHaveProperty('firmware');
  });

  it('builds the address from server.ota when it is set, else from the address the device called', async () => {
    await addFirmware(app, admin.token, { type: 'esp-box-3', version: '2.0.0' });
    const device = await deviceOn('esp-box-3', '1.0.0');
    const called = await app.inject({ method: 'POST', url: '/xiaozhi/ota/', headers: { ...device.headers(), host: 'console.lan:8002' }, payload: JSON.stringify(device.body()) });
    expect(called.json().firmware.url).toMatch(/^http:\/\/console\.lan:8002\/xiaozhi\/otaMag\/download\/[0-9a-f-]{36}$/);
    await app.services.params.set('server.ota', 'https://ota.example.com/xiaozhi/ota/');
    expect((await device.checkIn()).json.firmware.url).toMatch(/^https:\/\/ota\.example\.com\/xiaozhi\/otaMag\/download\/[0-9a-f-]{36}$/);
  });

  it('offers an image at the first check-in after its upload, and stops offering it at the first after its deletion', async () => {
    await addFirmware(app, admin.token, { type: 'esp-box-3', version: '2.0.0' });
    const device = await deviceOn('esp-box-3', '1.0.0');
    expect((await device.checkIn()).json.firmware.version).toBe('2.0.0');

    // The catalogue is kept in memory between check-ins: an upload and a deletion drop it at once, not a second later.
    const newer = await addFirmware(app, admin.token, { type: 'esp-box-3', version: '2.1.0' });
    expect((await device.checkIn()).json.firmware.version).toBe('2.1.0');
    await call(app, { method: 'DELETE', url: `/xiaozhi/otaMag/${newer}`, headers: bearer(admin.token) });
    expect((await device.checkIn()).json.firmware.version).toBe('2.0.0');
  });

  it('reads a board\'s versions from memory between check-ins, not from the database each time', async () => {
    await addFirmware(app, admin.token, { type: 'esp-box-3', version: '2.0.0' });
    const device = await deviceOn('esp-box-3', '1.0.0');
    // The clock the catalogue's age is read from stands still, so a loaded machine cannot age it past its second.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      expect((await device.checkIn()).json.firmware.version).toBe('2.0.0');
      // A row removed behind the repository's back (as another process would) is still offered within the second.
      await database.db.deleteFrom('firmware').execute();
      expect((await device.checkIn()).json.firmware.version).toBe('2.0.0');
      vi.advanceTimersByTime(RECENT_READ_MS);
      expect((await device.checkIn()).json.firmware).toEqual({ version: '1.0.0', url: '' });
    } finally {
      vi.useRealTimers();
    }
  });
});
