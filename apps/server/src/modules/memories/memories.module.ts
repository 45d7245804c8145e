import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { memoriesRoutes } from './memories.routes.ts';
import { MemoriesRepository } from './memories.repository.ts';
import { purgeMemoriesOfAgents } from './index.ts';
import { MemoriesService } from './memories.service.ts';
import { MEMORY_INFER_JOB, MemoryRuntime } from './memory-runtime.ts';

declare module '../wiring.ts' {
  interface Services {
    memories: MemoriesService;
    /** Long-term memory: the agent's LLM extracts what a session said into values and nodes per person. */
    memoryRuntime: MemoryRuntime;
  }
}

const memoriesRepositories = (db: Kysely<Database>) => ({
  memories: new MemoriesRepository(db),
});

export const memoriesModule: ServerModule<ReturnType<typeof memoriesRepositories>> = {
  name: 'memories',
  routes: [memoriesRoutes],
  rootRoutes: [memoriesRoutes],
  repositories: memoriesRepositories,
  purgeAgents: purgeMemoriesOfAgents,
  services: {
    memoryRuntime: ({ agentDirectory, modelsRepository, params, jobs }, { repos, transaction, llm, clock, chatTimeoutMs }) =>
      new MemoryRuntime({ repos, agentDirectory, models: modelsRepository, transaction, params, llm, jobs, clock, timeoutMs: chatTimeoutMs }),
    memories: ({ devicesRepository, agentDirectory }, { repos, transaction, clock }) => new MemoriesService({ repos, devices: devicesRepository, agentDirectory, transaction, clock }),
  },
  jobs: ({ jobRunner, memoryRuntime }) => {
    jobRunner.register(MEMORY_INFER_JOB, memoryRuntime.inferJob);
  },
};
