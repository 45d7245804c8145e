import { adminAgent, adminAgentListQuery } from '../agents/agent-admin.ts';
import { pageData } from '../common/page.ts';
import { adminDevice, adminDeviceListQuery } from '../devices/device-gateway.ts';
import { endpoint } from '../http/endpoint.ts';

/** Administrators' lists across all users (upstream's `/admin/device/all`, `/agent/all`). */
export const adminListingsEndpoints = {
  getAdminDeviceAll: endpoint({
    method: 'GET',
    path: '/admin/device/all',
    access: 'admin',
    tags: ['admin-devices'],
    summary: 'Every user’s devices, newest first, with the owner’s name and the last message time; keywords match the remark or MAC',
    query: adminDeviceListQuery,
    response: pageData(adminDevice),
  }),
  getAgentAll: endpoint({
    method: 'GET',
    path: '/agent/all',
    access: 'admin',
    tags: ['agent'],
    summary: 'Every user’s agents, newest first',
    query: adminAgentListQuery,
    response: pageData(adminAgent),
  }),
};
