import { useSearchParams } from 'react-router';
import { roleConfigHref } from '../utils/agent-links.ts';
import { PickAgent } from './pick-agent.tsx';
import { RoleConfigForm } from './role-config-form.tsx';

/** /role-config?agentId=: one agent's role configuration. */
export function RoleConfigPage() {
  const [params] = useSearchParams();
  const agentId = params.get('agentId') ?? '';
  if (!agentId) return <PickAgent hrefFor={roleConfigHref} />;
  // A fresh form per agent, so nothing of one agent's edits leaks into the next.
  return <RoleConfigForm key={agentId} agentId={agentId} />;
}
