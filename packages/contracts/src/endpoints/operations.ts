import { endpoint, rawAnswer, rawJsonAnswer } from '../http/endpoint.ts';
import { liveness, readiness } from '../system/operations.ts';

const tags: readonly string[] = ['operations'];

/** Probes and metrics for running several console processes behind a load balancer, at the site root. */
export const operationsEndpoints = {
  getRootHealth: endpoint({
    method: 'GET',
    path: '/health',
    mount: 'root',
    access: 'anon',
    tags,
    summary: 'Liveness: the process answers; nothing else is checked',
    response: rawJsonAnswer(liveness, 'Always {status: "ok"} while the process runs'),
  }),
  getReady: endpoint({
    method: 'GET',
    path: '/ready',
    mount: 'root',
    access: 'anon',
    tags,
    summary: 'Readiness: the database, file storage and (when configured) Redis answer; HTTP 503 when one does not',
    response: rawJsonAnswer(readiness, 'Each dependency with its latency, and the failure when there is one'),
  }),
  getMetrics: endpoint({
    method: 'GET',
    path: '/metrics',
    mount: 'root',
    access: 'anon',
    tags,
    summary: 'Prometheus metrics, for the bearer token in the metrics.token param (off while it is null)',
    response: rawAnswer('text/plain; version=0.0.4; charset=utf-8', 'Prometheus text exposition format'),
  }),
};
