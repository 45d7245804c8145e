import { z } from 'zod';
import { idList, idParam } from '../common/ids.ts';
import { pageData } from '../common/page.ts';
import { endpoint } from '../http/endpoint.ts';
import { paramBody, paramListQuery, paramRevealBody, paramRow, paramUpdateBody } from '../system/params.ts';

const tags: readonly string[] = ['admin-params'];

export const paramsEndpoints = {
  getAdminParamsPage: endpoint({
    method: 'GET',
    path: '/admin/params/page',
    access: 'admin',
    tags,
    summary: 'Params by code, filtered by code or remark; secret values masked',
    query: paramListQuery,
    response: pageData(paramRow),
  }),
  getAdminParams: endpoint({
    method: 'GET',
    path: '/admin/params/:id',
    access: 'admin',
    tags,
    summary: 'One param by id (SysParamsDTO); a secret value masked as in the list',
    params: idParam,
    response: paramRow,
  }),
  postAdminParams: endpoint({
    method: 'POST',
    path: '/admin/params',
    access: 'admin',
    tags,
    summary: 'Add a param; the value is checked against its type and, for service addresses, against the service',
    body: paramBody,
    response: z.null(),
  }),
  putAdminParams: endpoint({
    method: 'PUT',
    path: '/admin/params',
    access: 'admin',
    tags,
    summary: 'Edit a param; a masked secret sent back keeps the stored value',
    body: paramUpdateBody,
    response: z.null(),
  }),
  postAdminParamsDelete: endpoint({
    method: 'POST',
    path: '/admin/params/delete',
    access: 'admin',
    tags,
    summary: 'Delete params by id; server.secret and the SM2 keys are refused',
    body: idList,
    response: z.null(),
  }),
  postAdminParamsSm2Regenerate: endpoint({
    method: 'POST',
    path: '/admin/params/sm2/regenerate',
    access: 'admin',
    tags,
    summary: 'Replace the SM2 key pair of the sign-in envelope, both halves together (the keys cannot be edited by hand)',
    response: z.null(),
  }),
  postAdminParamsReveal: endpoint({
    method: 'POST',
    path: '/admin/params/:id/reveal',
    access: 'admin',
    signInOnly: true,
    tags,
    summary:
      'The clear value of a secret param (e.g. server.secret for xiaozhi-server); the admin re-enters their password (SM2, as at sign-in), wrong ones count toward the login limit and lockout',
    params: idParam,
    body: paramRevealBody,
    response: z.string(),
  }),
};
