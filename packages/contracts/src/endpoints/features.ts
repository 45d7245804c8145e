import { featureFlagsSchema, featureSettings } from '../system/feature-flags.ts';
import { endpoint } from '../http/endpoint.ts';

const tags: readonly string[] = ['admin'];

/** Feature management: the switches kept in param `system-web.menu`. */
export const featuresEndpoints = {
  getAdminFeatures: endpoint({
    method: 'GET',
    path: '/admin/features',
    access: 'admin',
    tags,
    summary: 'The feature switches of system-web.menu (a missing or unreadable switch reads as on)',
    response: featureSettings,
  }),
  putAdminFeatures: endpoint({
    method: 'PUT',
    path: '/admin/features',
    access: 'admin',
    tags,
    summary: 'Save every switch into system-web.menu in upstream’s shape; switching the address book off leaves call_device out of agent-models',
    body: featureFlagsSchema,
    response: featureSettings,
  }),
};
