import { voiceprintsEndpoints } from '@vox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route.ts';

/** Voiceprints. */
export async function voiceprintsRoutes(app: FastifyInstance): Promise<void> {
  const { voiceprints } = app.services;

  defineRoute(app, voiceprintsEndpoints.getAgentVoicePrintAgents, {
    handler: ({ session }) => voiceprints.agents(session.user.id),
  });

  defineRoute(app, voiceprintsEndpoints.getAgentVoicePrintList, {
    handler: ({ params, session }) => voiceprints.list(session.user.id, params.agentId),
  });

  defineRoute(app, voiceprintsEndpoints.postAgentVoicePrint, {
    handler: async ({ body, session }) => {
      await voiceprints.create(session.user.id, body);
      return null;
    },
  });

  defineRoute(app, voiceprintsEndpoints.putAgentVoicePrint, {
    handler: async ({ body, session }) => {
      await voiceprints.update(session.user.id, body);
      return null;
    },
  });

  defineRoute(app, voiceprintsEndpoints.deleteAgentVoicePrint, {
    handler: async ({ params, session }) => {
      await voiceprints.delete(session.user.id, params.id);
      return null;
    },
  });

  defineRoute(app, voiceprintsEndpoints.getAgentChatHistoryUser, {
    handler: ({ params, session }) => voiceprints.utterances(session.user.id, params.id),
  });
}
