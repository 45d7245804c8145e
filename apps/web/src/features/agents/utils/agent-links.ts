import { paths } from '../../../config/paths.ts';

const withAgent = (path: string, agentId: string) => `${path}?agentId=${encodeURIComponent(agentId)}`;

export const roleConfigHref = (agentId: string) => withAgent(paths.roleConfig, agentId);
export const deviceManagementHref = (agentId: string) => withAgent(paths.deviceManagement, agentId);
export const agentMemoryHref = (agentId: string) => withAgent(paths.agentMemory, agentId);
export const voiceprintListHref = (agentId: string) => withAgent(paths.voiceprintList, agentId);
