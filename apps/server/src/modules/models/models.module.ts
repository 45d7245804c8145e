import { serverModule } from '../module.ts';
import { modelsRoutes } from './models.routes.ts';
import { modelAdminRoutes } from './model-admin.routes.ts';
import { providersRoutes } from './providers.routes.ts';
import { ttsVoicesRoutes } from './tts-voices.routes.ts';
import { v1ModelsRoutes } from './v1-models.routes.ts';
import { ModelsRepository } from './models.repository.ts';
import { ModelConfigsRepository } from './model-configs.repository.ts';
import { ProvidersRepository } from './providers.repository.ts';
import { TtsVoicesRepository } from './tts-voices.repository.ts';

export const modelsModule = serverModule({
  name: 'models',
  routes: [modelsRoutes, modelAdminRoutes, providersRoutes, ttsVoicesRoutes, v1ModelsRoutes],
  rootRoutes: [v1ModelsRoutes],
  repositories: (db) => ({
    models: new ModelsRepository(db),
    modelConfigs: new ModelConfigsRepository(db),
    providers: new ProvidersRepository(db),
    ttsVoices: new TtsVoicesRepository(db),
  }),
});
