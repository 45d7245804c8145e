import { serverModule } from '../module.ts';
import { ragflowRoutes } from './ragflow.routes.ts';
import { difyExternalRoutes } from './dify-external.routes.ts';
import { AgentDatasetsRepository } from './agent-datasets.repository.ts';
import { RetrievalKeysRepository } from './retrieval-keys.repository.ts';
import { purgeKnowledgeOfAgents, purgeKnowledgeOfUsers } from './index.ts';

export const knowledgeRetrievalModule = serverModule({
  name: 'knowledge-retrieval',
  // Dify's external knowledge API is a /v1 path (both mounts); RAGFlow's retrieval only at the site root.
  routes: [difyExternalRoutes],
  rootRoutes: [ragflowRoutes, difyExternalRoutes],
  repositories: (db) => ({
    agentDatasets: new AgentDatasetsRepository(db),
    agentRetrievalKeys: new RetrievalKeysRepository(db),
  }),
  purgeAgents: purgeKnowledgeOfAgents,
  purgeUsers: () => purgeKnowledgeOfUsers,
});
