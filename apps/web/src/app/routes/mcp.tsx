import { McpPage } from '../../features/mcp/components/mcp-page.tsx';

/** Texts the router loads beside this screen's code (app/route-namespaces.test.ts keeps the list whole). */
export const namespaces = ['mcp'];

export default function McpRoute() {
  return <McpPage />;
}
