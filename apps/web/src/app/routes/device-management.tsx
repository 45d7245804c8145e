import { useSearchParams } from 'react-router';
import { useInvalidateAgents } from '../../features/agents/api/agent-mutations.ts';
import { AgentSwitcher } from '../../features/agents/components/agent-switcher.tsx';
import { PickAgent } from '../../features/agents/components/pick-agent.tsx';
import { deviceManagementHref } from '../../features/agents/utils/agent-links.ts';
import { DevicesPage } from '../../features/devices/components/devices-page.tsx';

/** One agent's devices, with a switch to the others; binding or unbinding refreshes the agent cards' counts. */
export default function DeviceManagementRoute() {
  const [params] = useSearchParams();
  const agentId = params.get('agentId') ?? '';
  const invalidateAgents = useInvalidateAgents();
  if (!agentId) return <PickAgent hrefFor={deviceManagementHref} />;
  return (
    <DevicesPage
      key={agentId}
      agentId={agentId}
      headerExtra={<AgentSwitcher agentId={agentId} hrefFor={deviceManagementHref} />}
      onDevicesChanged={() => void invalidateAgents()}
    />
  );
}
