import { ErrorCode, MCP_TOOL_RESULT_MAX_CHARS, mcpErrorMessages, type McpToolCallResult, type McpToolList } from '@vox/contracts';
import { McpClientError, type McpConnector, type McpEndpoint } from '../../integrations/mcp/mcp-client.ts';
import { checkOutboundUrl } from '../../integrations/net/url-guard.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { ParamsService } from '../params/index.ts';
import { connectionOf } from './mcp-config.ts';
import type { McpsService } from './mcps.service.ts';
import { truncateResult } from './tool-result-limit.ts';

export interface McpToolsDeps {
  mcps: McpsService;
  params: ParamsService;
  connector: McpConnector;
  log: Logger;
}

/**
 * Lists and calls the tools of a user's MCP over a real MCP connection. The URL passes the
 * private-network guard first unless `server.allow_private_urls` is on. A tool that fails by itself answers
 * `isError: true`; an unreachable or misbehaving server answers code 502.
 */
export class McpToolsService {
  readonly #deps: McpToolsDeps;

  constructor(deps: McpToolsDeps) {
    this.#deps = deps;
  }

  async list(userId: string, id: string): Promise<McpToolList> {
    const endpoint = await this.#endpoint(userId, id);
    try {
      return { mcp_id: id, tools: await this.#deps.connector.listTools(endpoint) };
    } catch (error) {
      throw this.#upstream(error, id, 'list', mcpErrorMessages.fetchToolsFailed);
    }
  }

  async call(userId: string, id: string, name: string, args: Record<string, unknown>): Promise<McpToolCallResult> {
    const endpoint = await this.#endpoint(userId, id);
    try {
      return truncateResult(await this.#deps.connector.callTool(endpoint, name, args), MCP_TOOL_RESULT_MAX_CHARS);
    } catch (error) {
      throw this.#upstream(error, id, 'call', mcpErrorMessages.toolCallFailed);
    }
  }

  async #endpoint(userId: string, id: string): Promise<McpEndpoint> {
    const connection = connectionOf(await this.#deps.mcps.connectionConfig(userId, id));
    const allowPrivate = await this.#deps.params.flag('server.allow_private_urls');
    const checked = await checkOutboundUrl(connection.url, allowPrivate);
    if (!checked.ok) {
      const message = checked.reason === 'privateAddress' ? mcpErrorMessages.privateAddress : mcpErrorMessages.badUrl;
      throw new AppError(ErrorCode.BAD_REQUEST, [checked.host ?? ''], message);
    }
    return { ...connection, allowPrivate };
  }

  /** Logged without URL, headers or arguments: only the instance id, the kind and a scrubbed detail. */
  #upstream(error: unknown, id: string, action: 'list' | 'call', message: (typeof mcpErrorMessages)['fetchToolsFailed' | 'toolCallFailed']): unknown {
    if (!(error instanceof McpClientError)) return error;
    this.#deps.log.warn({ mcpId: id, action, kind: error.kind, detail: error.message }, 'mcp upstream failed');
    return new AppError(ErrorCode.BAD_GATEWAY, [], message);
  }
}
