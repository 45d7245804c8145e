import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { voiceprintsRoutes } from './voiceprints.routes.ts';
import { VoiceprintsRepository } from './voiceprints.repository.ts';
import { purgeVoiceprintsOfAgents } from './index.ts';
import { HttpVoiceprintClient } from '../../integrations/voiceprint/voiceprint-client.ts';
import { agentUtterances } from '../chat-history/index.ts';
import { VoiceprintsService } from './voiceprints.service.ts';

declare module '../wiring.ts' {
  interface Services {
    voiceprints: VoiceprintsService;
  }
}

const voiceprintsRepositories = (db: Kysely<Database>) => ({
  voiceprints: new VoiceprintsRepository(db),
});

export const voiceprintsModule: ServerModule<ReturnType<typeof voiceprintsRepositories>> = {
  name: 'voiceprints',
  routes: [voiceprintsRoutes],
  repositories: voiceprintsRepositories,
  purgeAgents: purgeVoiceprintsOfAgents,
  services: {
    voiceprints: ({ agentDirectory, params }, { repos, database, options, clock, log }) =>
      new VoiceprintsService({
        repos,
        agentDirectory,
        utterances: agentUtterances(database.db),
        params,
        client: options.voiceprint?.client ?? new HttpVoiceprintClient({ timeoutMs: options.voiceprint?.timeoutMs }),
        clock,
        log,
      }),
  },
};
