import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { JobQueue, JobRunner } from '../jobs/index.ts';
import type { ParamsService } from '../params/index.ts';
import type { ModelCatalog } from '../models/index.ts';
import type { Repositories } from '../repositories.ts';
import type { UsersService } from '../users/index.ts';
import type { StorageQuota, UploadsService } from '../uploads/index.ts';
import { MinimaxCloneProvider } from './providers/minimax-clone.ts';
import { VolcengineCloneProvider } from './providers/volcengine-clone.ts';
import { SampleLoader } from './sample-loader.ts';
import { VoiceCloneTraining } from './voice-clone-training.ts';
import { VOICE_CLONE_TRAIN_JOB, VoiceClonesService } from './voice-clones.service.ts';
import { VoiceResourcesService } from './voice-resources.service.ts';
import type { KeyValueStore } from '../../integrations/kv/kv-store.ts';

const DEFAULT_PROVIDER_TIMEOUT_MS = 60_000;

export interface VoiceClonesWiring {
  repos: Pick<Repositories, 'voiceClones'>;
  models: ModelCatalog;
  users: Pick<UsersService, 'findById'>;
  uploads: UploadsService;
  params: ParamsService;
  jobs: JobQueue;
  jobRunner: JobRunner;
  kv: KeyValueStore;
  clock: Clock;
  log: Logger;
  /** Samples and demo clips: the `voice-clones` storage area. */
  storage: ObjectStorage;
  quota: StorageQuota;
  /** How long one provider call may take (tests shorten it). */
  options: { providerTimeoutMs?: number } | undefined;
}

/** The voice clone services (v1 and upstream's screens), with the training job registered on the runner. */
export function createVoiceClones(deps: VoiceClonesWiring): { voiceClones: VoiceClonesService; voiceResources: VoiceResourcesService } {
  const { storage } = deps;
  const http = { timeoutMs: deps.options?.providerTimeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS };
  const samples = new SampleLoader(deps.uploads, () => deps.params.flag('server.allow_private_urls'));
  const providers = { huoshan_double_stream: new VolcengineCloneProvider(http), minimax_httpstream: new MinimaxCloneProvider(http) };
  const training = new VoiceCloneTraining({ repos: deps.repos, models: deps.models, storage, jobs: deps.jobs, providers, clock: deps.clock, log: deps.log });
  deps.jobRunner.register(VOICE_CLONE_TRAIN_JOB, training.run);
  const voiceClones = new VoiceClonesService({ repos: deps.repos, models: deps.models, storage, jobs: deps.jobs, samples, clock: deps.clock, quota: deps.quota });
  return { voiceClones, voiceResources: new VoiceResourcesService({ repos: deps.repos, models: deps.models, users: deps.users, clones: voiceClones, kv: deps.kv, clock: deps.clock }) };
}
