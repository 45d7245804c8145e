/** Query parameters whose values are credentials: proxy tokens, keys, one-time codes. */
const SECRET_QUERY = /^(token|access_token|key|api_key|apikey|secret|code|password|signature|sig)$/i;
/** Paths whose last segment is a one-time link (firmware download, chat audio). */
const SECRET_PATH = /^(.*\/(?:otaMag\/download|agent\/play))\/[^/?#]+/;
/** Long-term memory names people (`speaker_<name>`) in the path and searches their memories by text. */
const MEMORY_IDENTIFIER = /\/identifiers\/[^/?#]+/g;
const MEMORY_QUERY = /^keyword$/i;

/**
 * The URL as request logs may keep it: credential values in the query, one-time link ids, and memory identifiers and
 * searches become `[redacted]`.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_PATH, '$1/[redacted]').replace(MEMORY_IDENTIFIER, '/identifiers/[redacted]');
  if (query === undefined) return safePath;
  const memory = safePath !== path || path.includes('/v1/memories/');
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      const secret = SECRET_QUERY.test(decodeSafely(name)) || (memory && MEMORY_QUERY.test(decodeSafely(name)));
      return secret ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
