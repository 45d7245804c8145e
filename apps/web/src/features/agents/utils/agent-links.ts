import { paths } from '../../../config/paths.ts';

const withAgent = (path: string, agentId: string) => `${path}?agentId=${encodeURIComponent(agentId)}`;

export const roleConfigHref = (agentId: string) => withAgent(paths.roleConfig, agentId);
export const deviceManagementHref = (agentId: string) => withAgent(paths.deviceManagement, agentId);
export const agentMemoryHref = (agentId: string) => withAgent(paths.agentMemory, agentId);
/** The playground; `unsaved` says the role configuration had changes it will not run. */
export const agentPlaygroundHref = (agentId: string, unsaved = false) => `${withAgent(paths.agentPlayground, agentId)}${unsaved ? '&unsaved=1' : ''}`;
export const voiceprintListHref = (agentId: string) => withAgent(paths.voiceprintList, agentId);
