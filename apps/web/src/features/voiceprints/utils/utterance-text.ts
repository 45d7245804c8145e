/**
 * What a user utterance said, as plain text: a report naming a speaker carries `{"speaker", "content"}`
 * (xiaozhi-server's chat report), anything else is the text itself.
 */
export function utteranceText(content: string): string {
  const trimmed = content.trim();
  if (!trimmed.startsWith('{')) return content;
  try {
    const parsed = JSON.parse(trimmed) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'content' in parsed) {
      const inner = (parsed as { content: unknown }).content;
      return typeof inner === 'string' ? inner : JSON.stringify(inner);
    }
  } catch {
    // not JSON after all: shown as reported
  }
  return content;
}
