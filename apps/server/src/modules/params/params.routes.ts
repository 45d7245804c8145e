import { idList, pageData, paramBody, paramListQuery, paramRow, paramUpdateBody } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

/** Params management (upstream.md §2.10, §3.2). */
export async function paramsRoutes(app: FastifyInstance): Promise<void> {
  const { paramsAdmin } = app.services;
  const tags = ['admin-params'];

  defineRoute(app, {
    method: 'GET', url: '/admin/params/page', access: 'admin', tags,
    summary: 'Params by code, filtered by code or remark; secret values masked',
    querystring: paramListQuery,
    response: pageData(paramRow),
    handler: ({ query }) => paramsAdmin.list(query),
  });

  defineRoute(app, {
    method: 'POST', url: '/admin/params', access: 'admin', tags,
    summary: 'Add a param; the value is checked against its type and, for service addresses, against the service',
    body: paramBody,
    response: z.null(),
    handler: async ({ body }) => {
      await paramsAdmin.create(body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT', url: '/admin/params', access: 'admin', tags,
    summary: 'Edit a param; a masked secret sent back keeps the stored value',
    body: paramUpdateBody,
    response: z.null(),
    handler: async ({ body }) => {
      await paramsAdmin.update(body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST', url: '/admin/params/delete', access: 'admin', tags,
    summary: 'Delete params by id; server.secret and the SM2 keys are refused',
    body: idList,
    response: z.null(),
    handler: async ({ body }) => {
      await paramsAdmin.delete(body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST', url: '/admin/params/sm2/regenerate', access: 'admin', tags,
    summary: 'Replace the SM2 key pair of the sign-in envelope, both halves together (the keys cannot be edited by hand)',
    response: z.null(),
    handler: async () => {
      await paramsAdmin.regenerateKeyPair();
      return null;
    },
  });
}
