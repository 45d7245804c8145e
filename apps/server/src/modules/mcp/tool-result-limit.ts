import type { McpToolCallResult } from '@vox/contracts';
import type { McpCallResult } from '../../integrations/mcp/mcp-client.ts';

/**
 * Cuts a tool result to `maxChars` of serialised content rather than refusing it: a long search result or
 * file listing is still useful in part, and `truncated: true` tells the caller it is partial. Text is cut,
 * other items (images, resources) that no longer fit are left out, and so is `structuredContent`.
 */
export function truncateResult(result: McpCallResult, maxChars: number): McpToolCallResult {
  let budget = maxChars;
  let truncated = false;
  const content: McpToolCallResult['content'] = [];
  for (const item of result.content) {
    const type = typeof item.type === 'string' ? item.type : 'unknown';
    if (type === 'text' && typeof item.text === 'string') {
      if (item.text.length <= budget) {
        content.push({ ...item, type, text: item.text });
        budget -= item.text.length;
      } else {
        if (budget > 0) content.push({ ...item, type, text: item.text.slice(0, budget) });
        budget = 0;
        truncated = true;
      }
      continue;
    }
    const size = JSON.stringify(item).length;
    if (size <= budget) {
      content.push({ ...item, type });
      budget -= size;
    } else {
      truncated = true;
    }
  }
  const structured = result.structuredContent;
  const keepStructured = structured !== undefined && JSON.stringify(structured).length <= budget;
  if (structured !== undefined && !keepStructured) truncated = true;
  return { content, isError: result.isError, ...(keepStructured ? { structuredContent: structured } : {}), truncated };
}
