export type ContentPart = { kind: 'text' | 'tool' | 'tool_result'; text: string };

export interface ParsedContent {
  parts: ContentPart[];
  /** Who spoke, when voiceprint recognition named them (`{"speaker", "content"}`). */
  speaker: string | null;
}

const PART_KINDS: readonly string[] = ['text', 'tool', 'tool_result'];

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function toPart(item: unknown): ContentPart {
  if (typeof item === 'object' && item !== null && 'type' in item) {
    const { type, text } = item as { type: unknown; text?: unknown };
    if (typeof type === 'string' && PART_KINDS.includes(type)) return { kind: type as ContentPart['kind'], text: asText(text ?? '') };
  }
  return { kind: 'text', text: asText(item) };
}

function parseJson(content: string): unknown {
  const trimmed = content.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A JSON array is a list of text / tool call / tool result items, a JSON object with `content`
 * shows that content, anything else is the text itself. The result is always shown as text, never as HTML.
 */
export function parseMessageContent(content: string): ParsedContent {
  const parsed = parseJson(content);
  if (Array.isArray(parsed)) return { parts: parsed.map(toPart), speaker: null };
  if (typeof parsed === 'object' && parsed !== null && 'content' in parsed) {
    const { content: inner, speaker } = parsed as { content: unknown; speaker?: unknown };
    return { parts: [{ kind: 'text', text: asText(inner) }], speaker: typeof speaker === 'string' && speaker ? speaker : null };
  }
  return { parts: [{ kind: 'text', text: content }], speaker: null };
}
