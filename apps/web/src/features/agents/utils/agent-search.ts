import type { AgentListQuery } from '@vox/contracts';

/** Two or more hex pairs joined by ':' or '-' read as (part of) a MAC address. */
const MAC_FRAGMENT = /^[0-9a-f]{2}([:-][0-9a-f]{2}){1,5}[:-]?$/i;

/**
 * Upstream's home search sends searchType=mac only for a full MAC; a fragment such as "a4:cf" is clearly a MAC too. Devices
 * are stored lower case with colons, so the keyword is spelt that way.
 */
export function agentSearchQuery(text: string): AgentListQuery {
  const keyword = text.trim();
  if (MAC_FRAGMENT.test(keyword)) return { keyword: keyword.toLowerCase().replaceAll('-', ':'), searchType: 'mac' };
  return { keyword, searchType: 'name' };
}
