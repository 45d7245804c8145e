import { dictsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Dictionary management. */
export async function dictsRoutes(app: FastifyInstance): Promise<void> {
  const { dicts } = app.services;

  // Upstream lets any signed-in user read a dictionary by its code: other
  // screens (board types, area codes) need the entries, not the right to edit them.
  defineRoute(app, dictsEndpoints.getAdminDictDataType, {
    handler: ({ params, locale }) => dicts.optionsOf(params.dictType, locale),
  });

  defineRoute(app, dictsEndpoints.getAdminDictTypePage, {
    handler: ({ query, locale }) => dicts.listTypes(query, locale),
  });

  defineRoute(app, dictsEndpoints.getAdminDictType, {
    handler: ({ params, locale }) => dicts.getType(params.id, locale),
  });

  defineRoute(app, dictsEndpoints.postAdminDictTypeSave, {
    handler: async ({ body }) => {
      await dicts.createType(body);
      return null;
    },
  });

  defineRoute(app, dictsEndpoints.putAdminDictTypeUpdate, {
    handler: async ({ body }) => {
      await dicts.updateType(body.id, body);
      return null;
    },
  });

  defineRoute(app, dictsEndpoints.postAdminDictTypeDelete, {
    handler: async ({ body }) => {
      await dicts.deleteTypes(body);
      return null;
    },
  });

  defineRoute(app, dictsEndpoints.getAdminDictDataPage, {
    handler: ({ query, locale }) => dicts.listData(query, locale),
  });

  defineRoute(app, dictsEndpoints.getAdminDictData, {
    handler: ({ params, locale }) => dicts.getData(params.id, locale),
  });

  defineRoute(app, dictsEndpoints.postAdminDictDataSave, {
    handler: async ({ body }) => {
      await dicts.createData(body);
      return null;
    },
  });

  defineRoute(app, dictsEndpoints.putAdminDictDataUpdate, {
    handler: async ({ body }) => {
      await dicts.updateData(body.id, body);
      return null;
    },
  });

  defineRoute(app, dictsEndpoints.postAdminDictDataDelete, {
    handler: async ({ body }) => {
      await dicts.deleteData(body);
      return null;
    },
  });
}
