import { agentCreateInput, agentDetail, agentListQuery, agentSummary, agentTemplate, agentUpdateInput, idParam } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../lib/route.ts';

export async function agentsRoutes(app: FastifyInstance): Promise<void> {
  const { agents } = app.services;

  defineRoute(app, {
    method: 'GET',
    url: '/agent/list',
    access: 'user',
    tags: ['agent'],
    summary: 'The user’s agents, newest first, searchable by name or device MAC',
    querystring: agentListQuery,
    response: z.array(agentSummary),
    handler: ({ query, session }) => agents.list(session.user.id, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/agent/template',
    access: 'user',
    tags: ['agent'],
    summary: 'Agent templates by sort; the first is the default',
    response: z.array(agentTemplate),
    handler: () => agents.templates(),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/agent',
    access: 'user',
    tags: ['agent'],
    summary: 'Create an agent from the default template, or from templateId; data is the new id',
    body: agentCreateInput,
    response: z.string(),
    handler: ({ body, session }) => agents.create(session.user.id, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/agent/:id',
    access: 'user',
    tags: ['agent'],
    summary: 'One agent’s configuration with its functions',
    params: idParam,
    response: agentDetail,
    handler: ({ params, session }) => agents.detail(session.user.id, params.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/agent/:id',
    access: 'user',
    tags: ['agent'],
    summary: 'Save the configuration; absent or null fields keep their value',
    params: idParam,
    body: agentUpdateInput,
    response: z.null(),
    handler: async ({ params, body, session }) => {
      await agents.update(session.user.id, params.id, body);
      return null;
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/agent/:id',
    access: 'user',
    tags: ['agent'],
    summary: 'Delete an agent: its devices are unbound, its chat history and audio removed',
    params: idParam,
    response: z.null(),
    handler: async ({ params, session }) => {
      await agents.delete(session.user.id, params.id);
      return null;
    },
  });
}
