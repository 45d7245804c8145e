import {
  dictDataBody,
  dictDataDetail,
  dictDataPageQuery,
  dictDataUpdateBody,
  dictOption,
  dictTypeBody,
  dictTypeCodeParam,
  dictTypeDetail,
  dictTypePageQuery,
  dictTypeUpdateBody,
  idList,
  idParam,
  pageData,
} from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

/** Dictionary management (upstream.md §2.13, SPEC §7 Dictionaries). */
export async function dictsRoutes(app: FastifyInstance): Promise<void> {
  const { dicts } = app.services;
  const tags = ['dictionaries'];

  // Upstream lets any signed-in user read a dictionary by its code (upstream.md §3.2 "U"): other
  // screens (board types, area codes) need the entries, not the right to edit them.
  defineRoute(app, {
    method: 'GET', url: '/admin/dict/data/type/:dictType', access: 'user', tags,
    summary: 'Entries of one dictionary by its type code, in sort order, as [{name: label, key: value}]',
    params: dictTypeCodeParam,
    response: z.array(dictOption),
    handler: ({ params }) => dicts.optionsOf(params.dictType),
  });

  defineRoute(app, {
    method: 'GET', url: '/admin/dict/type/page', access: 'admin', tags,
    summary: 'Dictionary types by sort, filtered by code and name (substring)',
    querystring: dictTypePageQuery,
    response: pageData(dictTypeDetail),
    handler: ({ query }) => dicts.listTypes(query),
  });

  defineRoute(app, {
    method: 'GET', url: '/admin/dict/type/:id', access: 'admin', tags,
    summary: 'One dictionary type',
    params: idParam,
    response: dictTypeDetail,
    handler: ({ params }) => dicts.getType(params.id),
  });

  defineRoute(app, {
    method: 'POST', url: '/admin/dict/type/save', access: 'admin', tags,
    summary: 'Add a dictionary type; its code must be new',
    body: dictTypeBody,
    response: z.null(),
    handler: async ({ body }) => {
      await dicts.createType(body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT', url: '/admin/dict/type/update', access: 'admin', tags,
    summary: 'Edit a dictionary type',
    body: dictTypeUpdateBody,
    response: z.null(),
    handler: async ({ body }) => {
      await dicts.updateType(body.id, body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST', url: '/admin/dict/type/delete', access: 'admin', tags,
    summary: 'Delete dictionary types together with their data',
    body: idList,
    response: z.null(),
    handler: async ({ body }) => {
      await dicts.deleteTypes(body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET', url: '/admin/dict/data/page', access: 'admin', tags,
    summary: 'Data of one dictionary type by sort, filtered by label and value (substring)',
    querystring: dictDataPageQuery,
    response: pageData(dictDataDetail),
    handler: ({ query }) => dicts.listData(query),
  });

  defineRoute(app, {
    method: 'GET', url: '/admin/dict/data/:id', access: 'admin', tags,
    summary: 'One dictionary data item',
    params: idParam,
    response: dictDataDetail,
    handler: ({ params }) => dicts.getData(params.id),
  });

  defineRoute(app, {
    method: 'POST', url: '/admin/dict/data/save', access: 'admin', tags,
    summary: 'Add a data item; label and value are unique within the type',
    body: dictDataBody,
    response: z.null(),
    handler: async ({ body }) => {
      await dicts.createData(body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'PUT', url: '/admin/dict/data/update', access: 'admin', tags,
    summary: 'Edit a data item',
    body: dictDataUpdateBody,
    response: z.null(),
    handler: async ({ body }) => {
      await dicts.updateData(body.id, body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST', url: '/admin/dict/data/delete', access: 'admin', tags,
    summary: 'Delete data items',
    body: idList,
    response: z.null(),
    handler: async ({ body }) => {
      await dicts.deleteData(body);
      return null;
    },
  });
}
