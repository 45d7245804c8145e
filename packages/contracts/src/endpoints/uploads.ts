import { endpoint, rawAnswer } from '../http/endpoint.ts';
import { uploadedFile, uploadKeyParams, uploadToken, uploadTokenQuery } from '../uploads/uploads.ts';

const tags: readonly string[] = ['v1', 'uploads'];

/** A single-use token, the multipart upload it allows, and the owner's download of the stored file. */
export const uploadsEndpoints = {
  getV1UploadToken: endpoint({
    method: 'GET',
    path: '/v1/upload-token',
    access: 'user',
    tags,
    summary: 'A single-use upload token (1 h) for a voice sample (mp3/wav, 10 MB) or, by default, a dataset document (pdf, docx, md, txt, html, csv, 50 MB)',
    query: uploadTokenQuery,
    response: uploadToken,
  }),
  postV1Uploads: endpoint({
    method: 'POST',
    path: '/v1/uploads',
    // The token field authenticates the upload, so plain form posts from other programs work without a sign-in header.
    access: 'anon',
    tags,
    summary: 'Upload one file: multipart `token` (first), `key?`, `file`; streamed to storage, checked by extension and content; answers {key, hash, url}',
    response: uploadedFile,
  }),
  getV1UploadsFile: endpoint({
    method: 'GET',
    path: '/v1/uploads/:owner/:name',
    access: 'user',
    tags,
    summary: 'The caller’s own uploaded file (another user’s answers as missing)',
    params: uploadKeyParams,
    response: rawAnswer('application/octet-stream', 'The stored file, as an attachment'),
  }),
};
