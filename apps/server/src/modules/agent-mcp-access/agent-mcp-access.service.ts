import { ErrorCode, type ErrorCodeValue } from '@vox/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AgentsService } from '../agents/index.ts';
import type { ParamsService } from '../params/index.ts';
import { accessPointAddress, callAddress, MCP_ENDPOINT_PARAM } from './access-point.ts';

export type EndpointToolLister = (callUrl: string) => Promise<string[]>;

export interface AgentMcpAccessDeps {
  agents: Pick<AgentsService, 'owned'>;
  params: ParamsService;
  listTools: EndpointToolLister;
}

/** The agent's own MCP access point: its address and the tools connected to it. */
export class AgentMcpAccessService {
  readonly #deps: AgentMcpAccessDeps;

  constructor(deps: AgentMcpAccessDeps) {
    this.#deps = deps;
  }

  /** 10201 when `server.mcp_endpoint` is unset; another user's (or no) agent is 10200, as upstream. */
  async address(userId: string, agentId: string): Promise<string> {
    await this.#owned(userId, agentId, ErrorCode.MCP_ADDRESS_NO_PERMISSION);
    const address = accessPointAddress(await this.#deps.params.text(MCP_ENDPOINT_PARAM), agentId);
    if (!address) throw new AppError(ErrorCode.MCP_ADDRESS_NOT_CONFIGURED);
    return address;
  }

  /** Sorted tool names; [] when the access point is not configured or the service does not answer (upstream). */
  async tools(userId: string, agentId: string): Promise<string[]> {
    await this.#owned(userId, agentId, ErrorCode.MCP_TOOLS_NO_PERMISSION);
    const address = accessPointAddress(await this.#deps.params.text(MCP_ENDPOINT_PARAM), agentId);
    return address ? this.#deps.listTools(callAddress(address)) : [];
  }

  async #owned(userId: string, agentId: string, refusal: ErrorCodeValue): Promise<void> {
    try {
      await this.#deps.agents.owned(userId, agentId);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) throw new AppError(refusal);
      throw error;
    }
  }
}

/**
 * `mcp_endpoint` of `POST /config/agent-models`: the access point with `/mcp/` as `/call/`, where
 * xiaozhi-server reaches the agent's tools; absent when `server.mcp_endpoint` is unset.
 */
export async function agentMcpEndpointConfig(params: Pick<ParamsService, 'text'>, agentId: string): Promise<{ mcp_endpoint?: string }> {
  const address = accessPointAddress(await params.text(MCP_ENDPOINT_PARAM), agentId);
  return address?.startsWith('ws') ? { mcp_endpoint: callAddress(address) } : {};
}
