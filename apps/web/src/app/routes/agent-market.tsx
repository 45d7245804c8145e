import { AgentMarketPage } from '../../features/agents/components/agent-market-page.tsx';

export default function AgentMarketRoute() {
  return <AgentMarketPage />;
}
