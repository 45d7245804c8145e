import { pubConfig } from '@vox/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, createUser, TestClock } from '../../../test/helper.ts';

const getConfig = (app: FastifyInstance) => call<Record<string, unknown>>(app, { method: 'GET', url: '/xiaozhi/user/pub-config' });

describe('GET /xiaozhi/user/pub-config', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers the seeded defaults without a token', async () => {
    app = await buildTestApp({ clock: new TestClock(Date.parse('2027-03-01T00:00:00Z')) });
    const res = await getConfig(app);
    expect(res.code).toBe(0);
    const data = pubConfig.parse(res.data);
    expect(data).toMatchObject({
      version: '0.1.0',
      year: '©2027',
      name: 'Vox Console',
      beianIcpNum: 'null',
      beianGaNum: 'null',
      allowUserRegister: true,
      enableMobileRegister: true,
      needsBootstrap: true,
    });
    expect(data.mobileAreaList).toHaveLength(38);
    expect(data.mobileAreaList[0]).toEqual({ name: '中国大陆', key: '+86', region: 'CN' });
    expect(data.mobileAreaList.at(-1)).toEqual({ name: '俄罗斯', key: '+7', region: 'RU' });
    expect(data.sm2PublicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(data.systemWebMenu).toMatchObject({ features: { vad: { enabled: true }, addressBook: { enabled: true } } });
  });

  it('keeps the generated SM2 key and server secret across restarts of the same database', async () => {
    app = await buildTestApp();
    const first = (await getConfig(app)).data.sm2PublicKey;
    expect(await app.services.params.text('server.private_key')).toMatch(/^[0-9a-f]{64}$/);
    expect(await app.services.params.text('server.secret')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getConfig(app)).data.sm2PublicKey).toBe(first);
  });

  it('reports the registration switches and the bootstrap state', async () => {
    app = await buildTestApp();
    await app.services.params.set('server.allow_user_register', 'false');
    await app.services.params.set('server.enable_mobile_register', 'false');
    await app.services.params.set('server.beian_icp_num', '京ICP备00000000号');
    // No admin yet: registration stays open so the bootstrap code can be used.
    expect((await getConfig(app)).data).toMatchObject({ allowUserRegister: true, needsBootstrap: true, enableMobileRegister: false });

    await createUser(app, { superAdmin: true });
    expect((await getConfig(app)).data).toMatchObject({ allowUserRegister: false, needsBootstrap: false, beianIcpNum: '京ICP备00000000号' });
  });
});
