import { z } from 'zod';
import { MCP_TOOL_NAME_MAX } from './mcp-limits.ts';

/** One tool as the MCP server lists it (`inputSchema` camelCase). */
export const mcpTool = z.object({
  name: z.string(),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()),
});
export type McpTool = z.infer<typeof mcpTool>;

/** `GET /v1/mcps/{id}/tools`; upstream failure → code 502 `fetch tools failed`. */
export const mcpToolList = z.object({ mcp_id: z.string(), tools: z.array(mcpTool) });
export type McpToolList = z.infer<typeof mcpToolList>;

/** `POST /v1/mcps/{id}/toolcall`: MCP `tools/call` params. */
export const mcpToolCallBody = z.object({
  name: z.string().trim().min(1).max(MCP_TOOL_NAME_MAX),
  arguments: z.record(z.string(), z.unknown()).nullish().transform((value) => value ?? {}),
});
export type McpToolCallBody = z.input<typeof mcpToolCallBody>;

/** A content item of a CallToolResult: `{type:"text", text}`, `{type:"image", data, mimeType}`, … */
export const mcpContentItem = z.looseObject({ type: z.string(), text: z.string().optional() });
export type McpContentItem = z.infer<typeof mcpContentItem>;

/**
 * The MCP CallToolResult. A tool that fails on its own answers `isError: true` here (code 0); only a transport or
 * protocol failure is code 502 `tool call failed`. Results longer than MCP_TOOL_RESULT_MAX_CHARS are cut and
 * flagged `truncated: true`.
 */
export const mcpToolCallResult = z.object({
  content: z.array(mcpContentItem),
  isError: z.boolean(),
  structuredContent: z.record(z.string(), z.unknown()).optional(),
  truncated: z.boolean(),
});
export type McpToolCallResult = z.infer<typeof mcpToolCallResult>;
