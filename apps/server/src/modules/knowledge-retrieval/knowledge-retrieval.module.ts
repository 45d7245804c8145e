import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { ragflowRoutes } from './ragflow.routes.ts';
import { difyExternalRoutes } from './dify-external.routes.ts';
import { AgentDatasetsRepository } from './agent-datasets.repository.ts';
import { RetrievalKeysRepository } from './retrieval-keys.repository.ts';
import { purgeKnowledgeOfAgents, purgeKnowledgeOfUsers } from './index.ts';
import { datasetCatalog } from '../datasets/index.ts';
import { AgentKnowledgeService } from './agent-knowledge.service.ts';

declare module '../wiring.ts' {
  interface Services {
    agentKnowledge: AgentKnowledgeService;
  }
}

const knowledgeRetrievalRepositories = (db: Kysely<Database>) => ({
  agentDatasets: new AgentDatasetsRepository(db),
  agentRetrievalKeys: new RetrievalKeysRepository(db),
});

export const knowledgeRetrievalModule: ServerModule<ReturnType<typeof knowledgeRetrievalRepositories>> = {
  name: 'knowledge-retrieval',
  // Dify's external knowledge API is a /v1 path (both mounts); RAGFlow's retrieval only at the site root.
  routes: [difyExternalRoutes],
  rootRoutes: [ragflowRoutes, difyExternalRoutes],
  repositories: knowledgeRetrievalRepositories,
  purgeAgents: purgeKnowledgeOfAgents,
  purgeUsers: () => purgeKnowledgeOfUsers,
  services: {
    agentKnowledge: ({ datasets, params }, { repos, database, options, clock }) => new AgentKnowledgeService({ repos, datasets, catalog: datasetCatalog(database.db), secrets: options.secrets, params, clock }),
  },
};
