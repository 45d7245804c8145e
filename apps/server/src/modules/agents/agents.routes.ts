import { agentsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';
import { agentVersionsRoutes } from './agent-versions.routes.ts';

export async function agentsRoutes(app: FastifyInstance): Promise<void> {
  const { agents } = app.services;

  defineRoute(app, agentsEndpoints.getAgentList, {
    handler: ({ query, session, locale }) => agents.list(session.user.id, query, locale),
  });

  defineRoute(app, agentsEndpoints.getAgentTemplate, {
    handler: ({ locale }) => agents.templates(locale),
  });

  await agentVersionsRoutes(app);

  defineRoute(app, agentsEndpoints.postAgent, {
    handler: ({ body, session, locale }) => agents.create(session.user.id, body, locale),
  });

  defineRoute(app, agentsEndpoints.postAgentTag, {
    handler: ({ body, session }) => agents.createTag(session.user.id, body),
  });

  defineRoute(app, agentsEndpoints.getAgentTagList, {
    handler: ({ session }) => agents.tagList(session.user.id),
  });

  defineRoute(app, agentsEndpoints.deleteAgentTag, {
    handler: async ({ params, session }) => {
      await agents.deleteTag(session.user.id, params.id);
      return null;
    },
  });

  defineRoute(app, agentsEndpoints.getAgentTags, {
    handler: ({ params, session }) => agents.agentTags(session.user.id, params.id),
  });

  defineRoute(app, agentsEndpoints.putAgentTags, {
    handler: async ({ params, body, session }) => {
      await agents.setAgentTags(session.user.id, params.id, body);
      return null;
    },
  });

  defineRoute(app, agentsEndpoints.getAgent, {
    handler: ({ params, session }) => agents.detail(session.user.id, params.id),
  });

  defineRoute(app, agentsEndpoints.putAgent, {
    handler: async ({ params, body, session }) => {
      await agents.update(session.user.id, params.id, body);
      return null;
    },
  });

  defineRoute(app, agentsEndpoints.deleteAgent, {
    handler: async ({ params, session }) => {
      await agents.delete(session.user.id, params.id);
      return null;
    },
  });
}
