import { serverModule } from '../module.ts';
import { voiceClonesRoutes } from './voice-clones.routes.ts';
import { voiceResourcesRoutes } from './voice-resources.routes.ts';
import { VoiceClonesRepository } from './voice-clones.repository.ts';
import { voiceClonesOfUsersPurge } from './index.ts';

export const voiceClonesModule = serverModule({
  name: 'voice-clones',
  routes: [voiceClonesRoutes, voiceResourcesRoutes],
  rootRoutes: [voiceClonesRoutes],
  repositories: (db) => ({
    voiceClones: new VoiceClonesRepository(db),
  }),
  purgeUsers: ({ storage }) => voiceClonesOfUsersPurge(storage.voiceClones),
});
