import { AgentMarketPage } from '../../features/agents/components/agent-market-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['agents'];

export default function AgentMarketRoute() {
  return <AgentMarketPage />;
}
