import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createTestDatabase, createUser } from '../../../test/helper.ts';

const TOKEN = 'prometheus-scrape-token-0001';

describe('operations probes and metrics at the site root', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function setMetricsToken(target: FastifyInstance, value: string): Promise<void> {
    await target.services.params.set('metrics.token', value);
  }

  it('answers liveness and readiness with each dependency, and 503 naming the one that is down', async () => {
    const database = await createTestDatabase();
    app = await buildTestApp({ database });
    const live = await app.inject({ method: 'GET', url: '/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', version: expect.any(String), uptime_seconds: expect.any(Number) });
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: [{ name: 'database', ok: true }, { name: 'storage', ok: true }] });

    await database.db.destroy();
    const down = await app.inject({ method: 'GET', url: '/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'not_ready', checks: [{ name: 'database', ok: false, error: expect.any(String) }, { name: 'storage', ok: true }] });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('keeps metrics off until a token is set, then serves them only for that bearer token', async () => {
    app = await buildTestApp();
    const off = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}`, 'accept-language': 'en' } });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 403, msg: 'Metrics are off: set the metrics.token param' });

    await setMetricsToken(app, TOKEN);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer prometheus-scrape-token-0002', 'accept-language': 'en' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 403, msg: 'Wrong metrics token' });
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
  });

  it('counts requests by route pattern, OTA check-ins, job failures and queue depth', async () => {
    app = await buildTestApp();
    await setMetricsToken(app, TOKEN);
    const user = await createUser(app);
    await app.inject({ method: 'GET', url: '/xiaozhi/agent/list', headers: bearer(user.token) });
    await app.inject({ method: 'GET', url: '/xiaozhi/agent/list', headers: bearer(user.token) });
    await app.inject({ method: 'GET', url: '/xiaozhi/agent/not-an-agent-id', headers: bearer(user.token) });
    await app.inject({
      method: 'POST',
      url: '/xiaozhi/ota/',
      headers: { 'device-id': 'aa:bb:cc:00:11:22', 'client-id': 'metrics-test' },
      payload: { application: { version: '1.0.0' }, board: { type: 'esp-box-3' } },
    });
    app.services.jobRunner.register('metrics.test', async () => {
      throw new Error('always fails');
    });
    await app.services.jobs.enqueue('metrics.test', {}, { maxAttempts: 1 });
    await app.services.jobs.enqueue('metrics.test', {}, { maxAttempts: 1, delaySeconds: 3600 });
    await app.services.jobRunner.runOnce();

    const scraped = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain/);
    const text = scraped.body;
    expect(text).toContain('vox_http_requests_total{method="GET",route="/xiaozhi/agent/list",status="200"} 2');
    // The pattern, never the id in the URL.
    expect(text).toContain('route="/xiaozhi/agent/:id"');
    expect(text).not.toContain('not-an-agent-id');
    expect(text).toMatch(/vox_http_request_duration_seconds_count\{method="GET",route="\/xiaozhi\/agent\/list"\} 2/);
    expect(text).toContain('vox_ota_checkins_total{status="200"} 1');
    expect(text).toContain('vox_job_failures_total{kind="metrics.test",final="true"} 1');
    expect(text).toContain('vox_jobs{kind="metrics.test",state="failed"} 1');
    expect(text).toContain('vox_jobs{kind="metrics.test",state="waiting"} 1');
    expect(text).toContain('vox_websocket_connections 0');
  });

  it('logs and answers with the request id, keeping a load balancer’s own', async () => {
    app = await buildTestApp();
    const own = await app.inject({ method: 'GET', url: '/v1/voices', headers: { 'x-request-id': 'lb-4f2a9c1e-77' } });
    expect(own.headers['x-request-id']).toBe('lb-4f2a9c1e-77');
    expect(own.json()).toMatchObject({ reqid: 'lb-4f2a9c1e-77' });
    const forged = await app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(forged.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
