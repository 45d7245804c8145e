import { agentsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Saved versions of an agent and template management for administrators. */
export async function agentVersionsRoutes(app: FastifyInstance): Promise<void> {
  const { agentSnapshots, agentTemplates } = app.services;

  defineRoute(app, agentsEndpoints.getAgentSnapshots, {
    handler: ({ params, query, session }) => agentSnapshots.list(session.user.id, params.id, query),
  });

  defineRoute(app, agentsEndpoints.getAgentSnapshotsById, {
    handler: ({ params, session }) => agentSnapshots.detail(session.user.id, params.id, params.sid),
  });

  defineRoute(app, agentsEndpoints.postAgentSnapshotsRestore, {
    handler: async ({ params, body, session }) => {
      await agentSnapshots.restore(session.user.id, params.id, params.sid, body ?? {});
      return null;
    },
  });

  defineRoute(app, agentsEndpoints.deleteAgentSnapshotsById, {
    handler: async ({ params, session }) => {
      await agentSnapshots.delete(session.user.id, params.id, params.sid);
      return null;
    },
  });

  defineRoute(app, agentsEndpoints.getAgentTemplatePage, {
    handler: ({ query, locale }) => agentTemplates.page(query, locale),
  });

  defineRoute(app, agentsEndpoints.getAgentTemplateById, {
    handler: ({ params, locale }) => agentTemplates.get(params.id, locale),
  });

  defineRoute(app, agentsEndpoints.postAgentTemplate, {
    handler: ({ body }) => agentTemplates.create(body),
  });

  defineRoute(app, agentsEndpoints.putAgentTemplate, {
    handler: ({ body }) => agentTemplates.update(body),
  });

  defineRoute(app, agentsEndpoints.putAgentTemplateSort, {
    handler: async ({ body }) => {
      await agentTemplates.reorder(body);
      return null;
    },
  });

  defineRoute(app, agentsEndpoints.deleteAgentTemplate, {
    handler: async ({ params }) => {
      await agentTemplates.delete([params.id]);
      return null;
    },
  });

  defineRoute(app, agentsEndpoints.postAgentTemplateBatchRemove, {
    handler: async ({ body }) => {
      await agentTemplates.delete(body);
      return null;
    },
  });
}
