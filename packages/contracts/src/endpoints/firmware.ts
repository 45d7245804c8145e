import { z } from 'zod';
import { idParam } from '../common/ids.ts';
import { pageData } from '../common/page.ts';
import {
  firmware,
  firmwareBody,
  firmwareIdsParam,
  firmwareLinkParam,
  firmwareListQuery,
  firmwareUpload,
} from '../firmware/firmware.ts';
import { endpoint, rawAnswer } from '../http/endpoint.ts';

const tags: readonly string[] = ['firmware'];

export const firmwareEndpoints = {
  getOtaMag: endpoint({
    method: 'GET',
    path: '/otaMag',
    access: 'admin',
    tags,
    summary: 'Firmware images, newest first unless sorted, filterable by name and board type',
    query: firmwareListQuery,
    response: pageData(firmware),
  }),
  getOtaMagById: endpoint({
    method: 'GET',
    path: '/otaMag/:id',
    access: 'admin',
    tags,
    summary: 'One firmware image',
    params: idParam,
    response: firmware,
  }),
  postOtaMag: endpoint({
    method: 'POST',
    path: '/otaMag',
    access: 'admin',
    tags,
    summary: 'Add a firmware image (firmwarePath from POST /otaMag/upload); one per board type and version',
    body: firmwareBody,
    response: z.null(),
  }),
  putOtaMag: endpoint({
    method: 'PUT',
    path: '/otaMag/:id',
    access: 'admin',
    tags,
    summary: 'Edit a firmware image',
    body: firmwareBody,
    params: idParam,
    response: z.null(),
  }),
  deleteOtaMag: endpoint({
    method: 'DELETE',
    path: '/otaMag/:id',
    access: 'admin',
    tags,
    summary: 'Delete firmware images (comma-separated ids) and their stored files',
    params: firmwareIdsParam,
    response: z.null(),
  }),
  postOtaMagUpload: endpoint({
    method: 'POST',
    path: '/otaMag/upload',
    access: 'admin',
    tags,
    summary: 'Upload an image (multipart field `file`, .bin/.apk, up to 100 MB), streamed to storage; answers its path, md5 and size',
    response: firmwareUpload,
  }),
  getOtaMagGetDownloadUrl: endpoint({
    method: 'GET',
    path: '/otaMag/getDownloadUrl/:id',
    access: 'admin',
    tags,
    summary: 'A download id for GET /otaMag/download/{id}: 24 h, 3 downloads',
    params: idParam,
    response: z.string(),
  }),
  getOtaMagDownload: endpoint({
    method: 'GET',
    path: '/otaMag/download/:uuid',
    access: 'anon',
    tags,
    summary: 'The image behind a download id, named <type>_<version><ext>; 404 when unknown, expired or used up',
    params: firmwareLinkParam,
    response: rawAnswer('application/octet-stream', 'The firmware image'),
  }),
};
