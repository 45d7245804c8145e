import { z } from 'zod';
import { idParam } from '../common/ids.ts';
import {
  agentIdParam,
  activationCodeParams,
  boundDevice,
  deviceConnectionGuide,
  deviceManualAddInput,
  deviceUnbindInput,
  deviceUpdateInput,
} from '../devices/device.ts';
import { endpoint } from '../http/endpoint.ts';
import { dictOption } from '../system/dicts.ts';
import { pendingBindInput, pendingDevice, pendingDeviceParams } from '../devices/pending.ts';
import { agentDevicesPresence, agentPresenceSummary } from '../devices/presence.ts';

const manualAdd = <P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    access: 'user',
    tags: ['device'],
    summary: 'Add a device by MAC address without a code (10161 when the MAC exists)',
    body: deviceManualAddInput,
    response: z.null(),
  });

export const devicesEndpoints = {
  getDeviceBind: endpoint({
    method: 'GET',
    path: '/device/bind/:agentId',
    access: 'user',
    tags: ['device'],
    summary: 'Devices bound to one of the user’s agents, in bind order',
    params: agentIdParam,
    response: z.array(boundDevice),
  }),
  postDeviceBindStatus: endpoint({
    method: 'POST',
    path: '/device/bind/:agentId',
    access: 'user',
    tags: ['device'],
    summary: "Upstream's online status: the MQTT gateway's answer for the agent's devices as a raw JSON string, or \"\" without a gateway",
    params: agentIdParam,
    response: z.string(),
  }),
  postDeviceBind: endpoint({
    method: 'POST',
    path: '/device/bind/:agentId/:code',
    access: 'user',
    tags: ['device'],
    summary: 'Bind the device that announced this 6-digit code (10061 empty, 10062 wrong/expired, 10063 bound)',
    params: activationCodeParams,
    response: z.null(),
  }),
  postDeviceUnbind: endpoint({
    method: 'POST',
    path: '/device/unbind',
    access: 'user',
    tags: ['device'],
    summary: 'Unbind (delete) one of the user’s devices',
    body: deviceUnbindInput,
    response: z.null(),
  }),
  putDeviceUpdate: endpoint({
    method: 'PUT',
    path: '/device/update/:id',
    access: 'user',
    tags: ['device'],
    summary: 'Change a device’s remark (alias) and/or auto-update switch',
    body: deviceUpdateInput,
    params: idParam,
    response: z.null(),
  }),
  getDeviceConnectionGuide: endpoint({
    method: 'GET',
    path: '/device/connection-guide',
    access: 'user',
    tags: ['device'],
    summary: 'The OTA address to flash into the firmware (param server.ota, else this console’s own)',
    response: deviceConnectionGuide,
  }),
  postDevicePreregister: manualAdd('/device/preregister'),
  postDeviceManualAdd: manualAdd('/device/manual-add'),
  getDeviceBoardTypes: endpoint({
    method: 'GET',
    path: '/device/board-types',
    access: 'user',
    tags: ['device'],
    summary: 'Board types (the FIRMWARE_TYPE dictionary) by sort, to name device models and pick one on manual add',
    response: z.array(dictOption),
  }),
  getDevicePresence: endpoint({
    method: 'GET',
    path: '/device/presence/:agentId',
    access: 'user',
    tags: ['device'],
    summary: 'Online or last seen for each device of one of the user’s agents (the MQTT gateway’s status when configured)',
    params: agentIdParam,
    response: agentDevicesPresence,
  }),
  getDevicePresenceSummary: endpoint({
    method: 'GET',
    path: '/device/presence-summary',
    access: 'user',
    tags: ['device'],
    summary: 'Online and total devices per agent of the user (home cards)',
    response: agentPresenceSummary,
  }),
  getDevicePending: endpoint({
    method: 'GET',
    path: '/device/pending',
    access: 'user',
    tags: ['device'],
    summary: 'Devices that checked in without an owner in the last 24 h, newest first (MAC and code masked except for admins)',
    response: z.array(pendingDevice),
  }),
  postDevicePendingBind: endpoint({
    method: 'POST',
    path: '/device/pending/:id/bind',
    access: 'user',
    tags: ['device'],
    summary: 'Bind this waiting device to one of the user’s agents with the code it shows (10062 when the code is not this device’s)',
    params: pendingDeviceParams,
    body: pendingBindInput,
    response: z.null(),
  }),
};
