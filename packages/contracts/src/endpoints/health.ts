import { endpoint } from '../http/endpoint.ts';
import { health } from '../system/health.ts';

export const healthEndpoints = {
  getHealth: endpoint({
    method: 'GET',
    path: '/health',
    access: 'anon',
    tags: ['system'],
    summary: 'Whether the console and each dependency it needs are up',
    response: health,
  }),
};
