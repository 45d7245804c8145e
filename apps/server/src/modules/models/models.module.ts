import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { modelsRoutes } from './models.routes.ts';
import { modelAdminRoutes } from './model-admin.routes.ts';
import { providersRoutes } from './providers.routes.ts';
import { ttsVoicesRoutes } from './tts-voices.routes.ts';
import { v1ModelsRoutes } from './v1-models.routes.ts';
import { ModelsRepository } from './models.repository.ts';
import { ModelConfigsRepository } from './model-configs.repository.ts';
import { ProvidersRepository } from './providers.repository.ts';
import { TtsVoicesRepository } from './tts-voices.repository.ts';
import { DEFAULT_LLM_TEST_TIMEOUT_MS, ModelTestService } from './model-test.service.ts';
import { ModelAdminService } from './model-admin.service.ts';
import { ModelsService } from './models.service.ts';
import { PrivateModelsService } from './private-models.service.ts';
import { ProvidersService } from './providers.service.ts';
import { TtsVoicesService } from './tts-voices.service.ts';
import { voiceOrClone, type VoiceOrClone } from './clone-voices.ts';
import { agentModelUse } from '../agents/index.ts';

declare module '../wiring.ts' {
  interface Services {
    models: ModelsService;
    modelAdmin: ModelAdminService;
    providers: ProvidersService;
    ttsVoices: TtsVoicesService;
    privateModels: PrivateModelsService;
    modelTest: ModelTestService;
    /** A stock voice or a user's trained clone, by id: what an agent's voice may be. */
    findVoiceOrClone: VoiceOrClone;
    /** Model rows for the modules that run an agent's models: knowledge embeddings, memory, chat summaries, voice clones… */
    modelsRepository: ModelsRepository;
  }
}

const modelsRepositories = (db: Kysely<Database>) => ({
  models: new ModelsRepository(db),
  modelConfigs: new ModelConfigsRepository(db),
  providers: new ProvidersRepository(db),
  ttsVoices: new TtsVoicesRepository(db),
});

export const modelsModule: ServerModule<ReturnType<typeof modelsRepositories>> = {
  name: 'models',
  routes: [modelsRoutes, modelAdminRoutes, providersRoutes, ttsVoicesRoutes, v1ModelsRoutes],
  rootRoutes: [v1ModelsRoutes],
  repositories: modelsRepositories,
  services: {
    models: ({ voiceClonesRepository }, { repos }) => new ModelsService(repos.models, voiceClonesRepository),
    modelAdmin: ({ embeddings }, { repos, database, transaction, clock }) => new ModelAdminService({ repos, transaction, clock, agents: agentModelUse(database.db), changed: embeddings.modelChanged }),
    providers: (_, { repos, transaction, clock }) => new ProvidersService({ repos, transaction, clock }),
    ttsVoices: (_, { repos, transaction, clock }) => new TtsVoicesService({ repos, transaction, clock, agentsOn: agentModelUse }),
    privateModels: (_, { repos, database, clock }) => new PrivateModelsService(repos, clock, agentModelUse(database.db)),
    modelTest: ({ params }, { repos, llm, options }) => new ModelTestService({ repos, params, llm, timeoutMs: options.llm?.timeoutMs ?? DEFAULT_LLM_TEST_TIMEOUT_MS }),
    findVoiceOrClone: ({ voiceClonesRepository }, { repos }) => voiceOrClone(repos.models, voiceClonesRepository),
    modelsRepository: (_, { repos }) => repos.models,
  },
};
