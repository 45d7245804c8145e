import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LocalDiskStorage } from '../src/integrations/storage/local-disk-storage.ts';
import { bearer, call } from './helper.ts';

/** A firmware storage directory of its own, removed by `cleanup`. */
export async function tempFirmwareStorage(): Promise<{ dir: string; storage: LocalDiskStorage; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vox-firmware-'));
  return { dir, storage: new LocalDiskStorage(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function firmwareBytes(size: number): { bytes: Buffer; md5: string } {
  const bytes = randomBytes(size);
  return { bytes, md5: createHash('md5').update(bytes).digest('hex') };
}

/** A multipart body exactly as a browser's FormData would send it. */
export async function multipart(fileName: string, bytes: Buffer, field = 'file'): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

export async function uploadFirmware(app: FastifyInstance, token: string, fileName: string, bytes: Buffer) {
  const { payload, headers } = await multipart(fileName, bytes);
  return call<{ firmwarePath: string; md5: string; size: number }>(app, {
    method: 'POST',
    url: '/xiaozhi/otaMag/upload',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
}

/** Uploads an image and files it under a board type and version; answers the new row's id. */
export async function addFirmware(app: FastifyInstance, token: string, fields: { type: string; version: string; firmwareName?: string; bytes?: Buffer }): Promise<string> {
  const bytes = fields.bytes ?? firmwareBytes(4096).bytes;
  const uploaded = await uploadFirmware(app, token, 'image.bin', bytes);
  if (uploaded.code !== 0) throw new Error(`upload failed: ${uploaded.msg}`);
  const created = await call(app, {
    method: 'POST',
    url: '/xiaozhi/otaMag',
    headers: bearer(token),
    payload: { firmwareName: fields.firmwareName ?? `fw ${fields.version}`, type: fields.type, version: fields.version, firmwarePath: uploaded.data.firmwarePath },
  });
  if (created.code !== 0) throw new Error(`create failed: ${created.msg}`);
  const list = await call<{ list: { id: string; type: string; version: string }[] }>(app, {
    method: 'GET',
    url: `/xiaozhi/otaMag?type=${encodeURIComponent(fields.type)}&limit=100`,
    headers: bearer(token),
  });
  return list.data.list.find((row) => row.version === fields.version)!.id;
}
