import { AgentTemplatesPage } from '../../features/agent-templates/components/agent-templates-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['agentTemplates'];

export default function AgentTemplateManagementRoute() {
  return <AgentTemplatesPage />;
}
