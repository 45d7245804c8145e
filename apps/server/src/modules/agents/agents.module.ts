import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ServerModule } from '../module.ts';
import { agentsRoutes } from './agents.routes.ts';
import { AgentsRepository } from './agents.repository.ts';
import { AgentTemplatesRepository } from './agent-templates.repository.ts';
import { PluginMappingsRepository } from './plugin-mappings.repository.ts';
import { AgentTagsRepository } from './agent-tags.repository.ts';
import { AgentSnapshotsRepository } from './agent-snapshots.repository.ts';
import { AgentContextProvidersRepository } from './agent-context.repository.ts';
import { agentsOfUsersPurge } from './index.ts';
import { AgentsService } from './agents.service.ts';
import { AgentSnapshotsService } from './agent-snapshots.service.ts';
import { AgentTemplatesService } from './agent-templates.service.ts';
import { agentDirectory, type AgentDirectory } from './agent-directory.ts';
import { agentLinks } from './agent-links.ts';

declare module '../wiring.ts' {
  interface Services {
    agents: AgentsService;
    agentSnapshots: AgentSnapshotsService;
    agentTemplates: AgentTemplatesService;
    /** Agents' names and owners, for the modules that show or check them. */
    agentDirectory: AgentDirectory;
  }
}

const agentsRepositories = (db: Kysely<Database>) => ({
  agents: new AgentsRepository(db),
  agentTemplates: new AgentTemplatesRepository(db),
  pluginMappings: new PluginMappingsRepository(db),
  agentTags: new AgentTagsRepository(db),
  agentSnapshots: new AgentSnapshotsRepository(db),
  agentContextProviders: new AgentContextProvidersRepository(db),
});

export const agentsModule: ServerModule<ReturnType<typeof agentsRepositories>> = {
  name: 'agents',
  routes: [agentsRoutes],
  repositories: agentsRepositories,
  purgeUsers: ({ purgeAgents }) => agentsOfUsersPurge(purgeAgents),
  services: {
    agents: ({ modelsRepository, findVoiceOrClone, params }, { repos, database, transaction, clock, purgeAgents }) =>
      new AgentsService({ repos, links: agentLinks(database.db), models: modelsRepository, findVoiceOrClone, transaction, clock, params, purgeAgents }),
    agentSnapshots: (_, { repos, database, transaction, clock }) => new AgentSnapshotsService({ repos, links: agentLinks(database.db), transaction, clock }),
    agentTemplates: (_, { repos, transaction, clock }) => new AgentTemplatesService({ repos, transaction, clock }),
    agentDirectory: (_, { database }) => agentDirectory(database.db),
  },
};
