import { otaDeviceReport, otaResponse } from '../devices/ota.ts';
import { endpoint, type Endpoint, rawAnswer, rawJsonAnswer } from '../http/endpoint.ts';

const tags = ['ota'];
const textAnswer = rawAnswer('text/plain; charset=utf-8', 'Plain text');

const checkIn = <P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    access: 'anon',
    tags,
    summary: 'Firmware check-in (headers Device-Id, Client-Id): server time, activation code or connection settings',
    body: otaDeviceReport,
    response: rawJsonAnswer(otaResponse, 'Raw OTA JSON (no envelope), as the firmware reads it: server time, firmware offer, websocket address and token, activation code while unbound'),
  }) satisfies Endpoint;

const status = <P extends string>(path: P) =>
  endpoint({ method: 'GET', path, access: 'anon', tags, summary: 'OTA health line', response: textAnswer }) satisfies Endpoint;

/** The firmware's own endpoints: raw answers, no envelope, no sign-in. */
export const otaEndpoints = {
  // The firmware posts to the configured address, which ends in /ota/; /ota is accepted too.
  postOta: checkIn('/ota/'),
  postOtaNoSlash: checkIn('/ota'),
  getOta: status('/ota/'),
  getOtaNoSlash: status('/ota'),
  postOtaActivate: endpoint({
    method: 'POST',
    path: '/ota/activate',
    access: 'anon',
    tags,
    summary: 'Activation poll: 200 "success" once bound, 202 while waiting',
    response: textAnswer,
  }),
};
