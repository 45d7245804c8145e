import { AgentTemplatesPage } from '../../features/agent-templates/components/agent-templates-page.tsx';

export default function AgentTemplateManagementRoute() {
  return <AgentTemplatesPage />;
}
