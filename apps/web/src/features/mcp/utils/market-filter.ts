import type { McpServer } from '@vox/contracts';

/** Every tag in use, in first-seen order, for the tag filter. */
export const allTags = (servers: readonly McpServer[]) => [...new Set(servers.flatMap((server) => server.tags))];

/** Case-insensitive match of the search text on name, description and tags, and an exact tag. */
export function filterServers(servers: readonly McpServer[], keyword: string, tag: string): McpServer[] {
  const needle = keyword.trim().toLowerCase();
  return servers.filter(
    (server) =>
      (!tag || server.tags.includes(tag)) &&
      (!needle || [server.name, server.desc, ...server.tags].some((text) => text.toLowerCase().includes(needle))),
  );
}
