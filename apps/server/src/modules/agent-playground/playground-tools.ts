import { KNOWLEDGE_PLUGIN_KEY, type AppLocale, type DeviceServerConfig, type PlaygroundTool } from '@vox/contracts';
import type { LlmTool } from '../../integrations/llm/llm-client.ts';
import type { McpCallResult, McpToolInfo } from '../../integrations/mcp/mcp-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { failureMessage } from '../../plugins/app/error-mapping.ts';
import type { DeviceKnowledgeAnswer } from '../knowledge-retrieval/index.ts';
import type { AgentMcpEndpoint, McpToolsService } from '../mcp/index.ts';

/** The time function xiaozhi-server runs itself, so it needs no device. */
export const TIME_TOOL = 'get_time';

export interface ToolboxDeps {
  mcpTools: Pick<McpToolsService, 'list' | 'call'>;
  /** The knowledge plugin run as the device server runs it. */
  searchKnowledge: (plugin: string, question: string) => Promise<DeviceKnowledgeAnswer>;
  /** The agent's own MCP access point (`mcp_endpoint`, its `/call/` address), spoken to as the device server does. */
  endpoint: {
    list: (callUrl: string) => Promise<McpToolInfo[]>;
    call: (callUrl: string, name: string, args: Record<string, unknown>) => Promise<McpCallResult>;
  };
  now: () => Date;
}

/** What the tool list names for the access point's tools when they cannot be listed. */
export const ACCESS_POINT_ORIGIN = 'mcp_endpoint';

export interface ToolOutcome {
  ok: boolean;
  result: string;
}

/** The functions the LLM is offered for one turn and how each is run. */
export interface Toolbox {
  described: PlaygroundTool[];
  offered: LlmTool[];
  /** Plugins that need a device or the device server (music, weather, calls…): not offered here. */
  deviceOnly: string[];
  failures: { origin: string; detail: string }[];
  run(name: string, argumentsJson: string): Promise<ToolOutcome>;
}

type Runner = (args: Record<string, unknown>) => Promise<ToolOutcome>;

function failureText(error: unknown, locale: AppLocale): string {
  if (error instanceof AppError) return failureMessage({ status: 0, code: error.code, params: error.params, ...(error.localizedMessage ? { message: error.localizedMessage } : {}) }, locale);
  return error instanceof Error ? error.message : String(error);
}

function mcpResultText(content: readonly Record<string, unknown>[]): string {
  return content.map((item) => (item.type === 'text' && typeof item.text === 'string' ? item.text : JSON.stringify(item))).join('\n');
}

/**
 * Builds the turn's functions from the assembled config: the knowledge plugin, the time, the tools of every bound
 * MCP and of the agent's access point (listed live, so a tool the MCP dropped is not offered). `functionsOn` false (intent off) offers none, as the
 * device server does.
 */
export async function buildToolbox(deps: ToolboxDeps, userId: string, config: DeviceServerConfig, { functionsOn, locale, timeZone }: { functionsOn: boolean; locale: AppLocale; timeZone: string }): Promise<Toolbox> {
  const box: Toolbox = { described: [], offered: [], deviceOnly: [], failures: [], run: async () => ({ ok: false, result: 'unknown function' }) };
  if (!functionsOn) return box;
  const runners = new Map<string, Runner>();
  const offer = (tool: LlmTool, source: PlaygroundTool['source'], origin: string | null, runner: Runner) => {
    if (runners.has(tool.name)) return;
    runners.set(tool.name, runner);
    box.offered.push(tool);
    box.described.push({ name: tool.name, description: tool.description, source, origin });
  };
  const plugins = (config.plugins ?? {}) as Record<string, string>;
  for (const [code, settings] of Object.entries(plugins)) {
    if (code !== KNOWLEDGE_PLUGIN_KEY) {
      box.deviceOnly.push(code);
      continue;
    }
    const description = String(parseJsonObject(settings).description ?? '') || 'Search the knowledge base';
    offer({ name: code, description, parameters: { type: 'object', properties: { question: { type: 'string', description: 'The question to search for' } }, required: ['question'] } }, 'knowledge', null, async (args) => {
      const answer = await deps.searchKnowledge(settings, String(args.question ?? ''));
      if (!answer.ok) return { ok: false, result: answer.detail };
      return { ok: true, result: answer.passages.length > 0 ? answer.passages.map((text, index) => `[${index + 1}] ${text}`).join('\n\n') : 'No passage found.' };
    });
  }
  offer({ name: TIME_TOOL, description: 'Get the current date, time and weekday', parameters: { type: 'object', properties: {} } }, 'plugin', null, async () => ({
    ok: true,
    result: new Intl.DateTimeFormat('zh-CN', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(deps.now()),
  }));
  const mcps = (config.mcp_servers ?? []) as AgentMcpEndpoint[];
  for (const mcp of mcps) {
    try {
      const listed = await deps.mcpTools.list(userId, mcp.id);
      for (const tool of listed.tools) {
        offer({ name: tool.name, description: tool.description, parameters: tool.inputSchema }, 'mcp', mcp.name, async (args) => {
          const result = await deps.mcpTools.call(userId, mcp.id, tool.name, args);
          return { ok: !result.isError, result: mcpResultText(result.content) };
        });
      }
    } catch (error) {
      box.failures.push({ origin: mcp.name, detail: failureText(error, locale) });
    }
  }
  const accessPoint = typeof config.mcp_endpoint === 'string' ? config.mcp_endpoint : '';
  if (accessPoint) {
    try {
      for (const tool of await deps.endpoint.list(accessPoint)) {
        offer({ name: tool.name, description: tool.description, parameters: tool.inputSchema }, 'endpoint', null, async (args) => {
          const result = await deps.endpoint.call(accessPoint, tool.name, args);
          return { ok: !result.isError, result: mcpResultText(result.content) };
        });
      }
    } catch (error) {
      box.failures.push({ origin: ACCESS_POINT_ORIGIN, detail: failureText(error, locale) });
    }
  }
  box.run = async (name, argumentsJson) => {
    const runner = runners.get(name);
    if (!runner) return { ok: false, result: `unknown function ${name}` };
    let args: Record<string, unknown>;
    try {
      args = argumentsJson.trim() ? (JSON.parse(argumentsJson) as Record<string, unknown>) : {};
    } catch {
      return { ok: false, result: 'the arguments are not JSON' };
    }
    try {
      return await runner(args);
    } catch (error) {
      return { ok: false, result: failureText(error, locale) };
    }
  };
  return box;
}
