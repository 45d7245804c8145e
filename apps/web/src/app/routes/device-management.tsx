import { useSearchParams } from 'react-router';
import { AgentSwitcher } from '../../features/agents/components/agent-switcher.tsx';
import { PickAgent } from '../../features/agents/components/pick-agent.tsx';
import { deviceManagementHref } from '../../features/agents/utils/agent-links.ts';
import { DevicesPage } from '../../features/devices/components/devices-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['agents', 'devices', 'time'];

/** One agent's devices, with a switch to the others. */
export default function DeviceManagementRoute() {
  const [params] = useSearchParams();
  const agentId = params.get('agentId') ?? '';
  if (!agentId) return <PickAgent hrefFor={deviceManagementHref} />;
  return (
    <DevicesPage
      key={agentId}
      agentId={agentId}
      headerExtra={<AgentSwitcher agentId={agentId} hrefFor={deviceManagementHref} />}
    />
  );
}
