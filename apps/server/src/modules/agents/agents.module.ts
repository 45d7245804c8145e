import { serverModule } from '../module.ts';
import { agentsRoutes } from './agents.routes.ts';
import { AgentsRepository } from './agents.repository.ts';
import { AgentTemplatesRepository } from './agent-templates.repository.ts';
import { PluginMappingsRepository } from './plugin-mappings.repository.ts';
import { AgentTagsRepository } from './agent-tags.repository.ts';
import { AgentSnapshotsRepository } from './agent-snapshots.repository.ts';
import { AgentContextProvidersRepository } from './agent-context.repository.ts';
import { agentsOfUsersPurge } from './index.ts';

export const agentsModule = serverModule({
  name: 'agents',
  routes: [agentsRoutes],
  repositories: (db) => ({
    agents: new AgentsRepository(db),
    agentTemplates: new AgentTemplatesRepository(db),
    pluginMappings: new PluginMappingsRepository(db),
    agentTags: new AgentTagsRepository(db),
    agentSnapshots: new AgentSnapshotsRepository(db),
    agentContextProviders: new AgentContextProvidersRepository(db),
  }),
  purgeUsers: ({ purgeAgents }) => agentsOfUsersPurge(purgeAgents),
});
