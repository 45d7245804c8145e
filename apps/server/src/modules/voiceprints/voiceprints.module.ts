import { serverModule } from '../module.ts';
import { voiceprintsRoutes } from './voiceprints.routes.ts';
import { VoiceprintsRepository } from './voiceprints.repository.ts';
import { purgeVoiceprintsOfAgents } from './index.ts';

export const voiceprintsModule = serverModule({
  name: 'voiceprints',
  routes: [voiceprintsRoutes],
  repositories: (db) => ({
    voiceprints: new VoiceprintsRepository(db),
  }),
  purgeAgents: purgeVoiceprintsOfAgents,
});
