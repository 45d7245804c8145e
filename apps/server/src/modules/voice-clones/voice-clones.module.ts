import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { voiceClonesRoutes } from './voice-clones.routes.ts';
import { voiceResourcesRoutes } from './voice-resources.routes.ts';
import { VoiceClonesRepository } from './voice-clones.repository.ts';
import { voiceClonesOfUsersPurge } from './index.ts';
import { MinimaxCloneProvider } from './providers/minimax-clone.ts';
import { VolcengineCloneProvider } from './providers/volcengine-clone.ts';
import { SampleLoader } from './sample-loader.ts';
import { VoiceCloneTraining } from './voice-clone-training.ts';
import { VOICE_CLONE_TRAIN_JOB, VoiceClonesService } from './voice-clones.service.ts';
import { VoiceResourcesService } from './voice-resources.service.ts';

/** How long one clone provider call may take (tests shorten it). */
const DEFAULT_PROVIDER_TIMEOUT_MS = 60_000;

declare module '../wiring.ts' {
  interface Services {
    voiceClones: VoiceClonesService;
    voiceResources: VoiceResourcesService;
    /** Trains a clone with the slot's TTS provider, in the background. */
    voiceCloneTraining: VoiceCloneTraining;
    /** Clone rows, for the voices an agent may use and the account's storage quota. */
    voiceClonesRepository: VoiceClonesRepository;
  }
}

const voiceClonesRepositories = (db: Kysely<Database>) => ({
  voiceClones: new VoiceClonesRepository(db),
});

export const voiceClonesModule: ServerModule<ReturnType<typeof voiceClonesRepositories>> = {
  name: 'voice-clones',
  routes: [voiceClonesRoutes, voiceResourcesRoutes],
  rootRoutes: [voiceClonesRoutes],
  repositories: voiceClonesRepositories,
  purgeUsers: ({ storage }) => voiceClonesOfUsersPurge(storage.voiceClones),
  services: {
    voiceCloneTraining: ({ modelsRepository, jobs }, { repos, storage, options, clock, log }) => {
      const http = { timeoutMs: options.voiceClone?.providerTimeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS };
      const providers = { huoshan_double_stream: new VolcengineCloneProvider(http), minimax_httpstream: new MinimaxCloneProvider(http) };
      return new VoiceCloneTraining({ repos, models: modelsRepository, storage: storage('voice-clones'), jobs, providers, clock, log });
    },
    voiceClones: ({ modelsRepository, jobs, uploads, params, quota }, { repos, storage, clock }) =>
      new VoiceClonesService({
        repos,
        models: modelsRepository,
        storage: storage('voice-clones'),
        jobs,
        samples: new SampleLoader(uploads, () => params.flag('server.allow_private_urls')),
        clock,
        quota,
      }),
    voiceResources: ({ modelsRepository, users, voiceClones }, { repos, kv, clock }) => new VoiceResourcesService({ repos, models: modelsRepository, users, clones: voiceClones, kv, clock }),
    voiceClonesRepository: (_, { repos }) => repos.voiceClones,
  },
  jobs: ({ jobRunner, voiceCloneTraining }) => {
    jobRunner.register(VOICE_CLONE_TRAIN_JOB, voiceCloneTraining.run);
  },
};
