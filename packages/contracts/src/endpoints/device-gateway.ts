import { z } from 'zod';
import { idParam } from '../common/ids.ts';
import { deviceUpdateInput } from '../devices/device.ts';
import { deviceIdParam, deviceRegisterInput, deviceToolCallInput, deviceToolList } from '../devices/device-gateway.ts';
import { endpoint } from '../http/endpoint.ts';

const tags: readonly string[] = ['device'];

/** Upstream's device routes that the console adds beside its device list: gateway tools, legacy calls. */
export const deviceGatewayEndpoints = {
  postDeviceToolsList: endpoint({
    method: 'POST',
    path: '/device/tools/list/:deviceId',
    access: 'user',
    tags,
    summary:
      'The MCP tools of one of the caller’s devices, asked through the MQTT gateway (param server.mqtt_manager_api); 10194 when no gateway is configured, the device is unknown or offline',
    params: deviceIdParam,
    response: deviceToolList,
  }),
  postDeviceToolsCall: endpoint({
    method: 'POST',
    path: '/device/tools/call/:deviceId',
    access: 'user',
    tags,
    summary: 'Call one MCP tool on one of the caller’s devices through the MQTT gateway; data is the tool’s result',
    params: deviceIdParam,
    body: deviceToolCallInput,
    response: z.unknown(),
  }),
  postDeviceRegister: endpoint({
    method: 'POST',
    path: '/device/register',
    access: 'user',
    tags,
    summary: 'Legacy: a 6-digit code for a MAC address, kept 24 h (binding uses the code the device announces instead)',
    body: deviceRegisterInput,
    response: z.string(),
  }),
  putUserConfigDevice: endpoint({
    method: 'PUT',
    path: '/user/configDevice/:id',
    access: 'user',
    tags,
    summary: 'Configure one of the caller’s devices: remark (alias) and/or auto update, as PUT /device/update/{id}',
    params: idParam,
    body: deviceUpdateInput,
    response: z.null(),
  }),
};
