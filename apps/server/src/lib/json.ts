/** A JSON object from text; anything else (invalid JSON, arrays, scalars) reads as `{}`. */
export function parseJsonObject(value: string | undefined | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value ?? '');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
