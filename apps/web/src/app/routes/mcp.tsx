import { McpPage } from '../../features/mcp/components/mcp-page.tsx';

export default function McpRoute() {
  return <McpPage />;
}
