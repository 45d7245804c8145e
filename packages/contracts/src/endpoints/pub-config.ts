import { pubConfig } from '../auth/auth.ts';
import { endpoint } from '../http/endpoint.ts';

export const pubConfigEndpoints = {
  getUserPubConfig: endpoint({
    method: 'GET',
    path: '/user/pub-config',
    access: 'anon',
    tags: ['user'],
    summary: 'Public configuration for the sign-in pages',
    response: pubConfig,
  }),
};
