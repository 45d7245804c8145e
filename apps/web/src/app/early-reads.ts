import type { accountEndpoints, agentsEndpoints, devicesEndpoints, pubConfigEndpoints } from '@vox/contracts';
import { paths } from '../config/paths.ts';
import { startEarlyRead } from '../lib/early-response.ts';
import { buildInit, buildUrl, type RequestSession } from '../lib/http-request.ts';

type Read = { path: string; query?: Record<string, string> };

// Types only: the paths are checked against their declarations without loading the declarations' schemas here.
const userInfo: (typeof accountEndpoints)['getUserInfo']['path'] = '/user/info';
const pubConfig: (typeof pubConfigEndpoints)['getUserPubConfig']['path'] = '/user/pub-config';
const agentList: (typeof agentsEndpoints)['getAgentList']['path'] = '/agent/list';
const agentTags: (typeof agentsEndpoints)['getAgentTagList']['path'] = '/agent/tag/list';
const overview: (typeof agentsEndpoints)['getAgentOverview']['path'] = '/agent/overview';
const presence: (typeof devicesEndpoints)['getDevicePresenceSummary']['path'] = '/device/presence-summary';

/** What every signed-in screen reads first. */
const CONSOLE_READS: Read[] = [{ path: userInfo }, { path: pubConfig }];

/** What home reads: where sign-in lands, and the screen opened most. Its queries must ask exactly these URLs. */
const HOME_READS: Read[] = [{ path: agentList, query: { keyword: '', searchType: 'name' } }, { path: agentTags }, { path: overview }, { path: presence }];

/**
 * Starts the first screen's reads while the app's code is still loading, instead of after it has run: on home that
 * takes a whole round trip (two, counting the user's info) off the time before the numbers show. The session is read
 * from storage, as the stores will read it; a request whose headers come out different simply asks again.
 */
export function startEarlyReads(pathname: string, session: RequestSession): void {
  const reads = pathname === '/' || pathname === paths.home ? [...CONSOLE_READS, ...HOME_READS] : CONSOLE_READS;
  for (const read of reads) startEarlyRead(buildUrl(read.path, 'GET', read.query), buildInit('GET', undefined, {}, session));
}
