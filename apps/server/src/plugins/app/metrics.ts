import { otaEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Queue depth per job kind and state, read from the jobs table when Prometheus scrapes. */
export type JobCounts = () => Promise<{ kind: string; state: string; count: number }[]>;

const OTA_CHECK_IN_PATHS = new Set([otaEndpoints.postOta.path, otaEndpoints.postOtaNoSlash.path].map((path) => `/xiaozhi${path}`));

/**
 * The console's Prometheus metrics, one registry per app (tests build many apps in one process). Request metrics are
 * labelled by the route's pattern, never the raw URL, so ids and tokens in paths neither leak nor explode the series.
 */
export class ConsoleMetrics {
  readonly registry = new Registry();
  readonly #requests = new Counter({ name: 'vox_http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  readonly #latency = new Histogram({
    name: 'vox_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly #otaCheckIns = new Counter({ name: 'vox_ota_checkins_total', help: 'Firmware OTA check-ins, by HTTP status', labelNames: ['status'], registers: [this.registry] });
  readonly #jobFailures = new Counter({ name: 'vox_job_failures_total', help: 'Failed background job runs, by kind; final when no retry follows', labelNames: ['kind', 'final'], registers: [this.registry] });

  #webSockets: () => number = () => 0;

  constructor(jobCounts: JobCounts) {
    new Gauge({
      name: 'vox_jobs',
      help: 'Background jobs by kind and state (waiting is the queue depth)',
      labelNames: ['kind', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { kind, state, count } of await jobCounts()) this.set({ kind, state }, count);
      },
    });
    const webSocketGauge: Gauge = new Gauge({
      name: 'vox_websocket_connections',
      help: 'Open WebSocket connections to this process (MCP proxy peers)',
      registers: [this.registry],
      collect: () => {
        webSocketGauge.set(this.#webSockets());
      },
    });
  }

  /** Where the open WebSocket count comes from, once the app's WebSocket server exists. */
  countWebSockets(source: () => number): void {
    this.#webSockets = source;
  }

  request(method: string, route: string, status: number, seconds: number): void {
    this.#requests.inc({ method, route, status });
    this.#latency.observe({ method, route }, seconds);
    if (method === 'POST' && OTA_CHECK_IN_PATHS.has(route)) this.#otaCheckIns.inc({ status });
  }

  jobFailed(kind: string, final: boolean): void {
    this.#jobFailures.inc({ kind, final: String(final) });
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** Records every answered request; a request no route matched counts under the route "unmatched". */
export function registerRequestMetrics(app: FastifyInstance, metrics: ConsoleMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
}
