import { z } from 'zod';
import { endpoint } from '../http/endpoint.ts';
import { serverActionBody } from '../system/params.ts';
import { doctorQuery, doctorReport } from '../devices/endpoint-doctor.ts';

const tags: readonly string[] = ['admin-servers'];

export const deviceServersEndpoints = {
  getAdminServerServerList: endpoint({
    method: 'GET',
    path: '/admin/server/server-list',
    access: 'admin',
    tags,
    summary: 'The WebSocket addresses of server.websocket',
    response: z.array(z.string()),
  }),
  postAdminServerEmitAction: endpoint({
    method: 'POST',
    path: '/admin/server/emit-action',
    access: 'admin',
    tags,
    summary: 'Send restart or update_config to one listed device server and wait for its answer',
    body: serverActionBody,
    response: z.literal(true),
  }),
  getAdminServerDoctor: endpoint({
    method: 'GET',
    path: '/admin/server/doctor',
    access: 'admin',
    tags,
    summary: 'What a device and a device server are sent (OTA answer, WebSocket, MQTT, agent config) and what is wrong with each address',
    query: doctorQuery,
    response: doctorReport,
  }),
};
