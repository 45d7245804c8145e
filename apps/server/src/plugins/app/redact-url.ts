/** Query parameters whose values are credentials: proxy tokens, keys, one-time codes. */
const SECRET_QUERY = /^(token|access_token|key|api_key|apikey|secret|code|password|signature|sig)$/i;
/** Paths whose last segment is a one-time link (firmware download, chat audio). */
const SECRET_PATH = /^(.*\/(?:otaMag\/download|agent\/play))\/[^/?#]+/;

/** The URL as request logs may keep it: credential values in the query and one-time link ids become `[redacted]`. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_PATH, '$1/[redacted]');
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return SECRET_QUERY.test(decodeSafely(name)) ? `${name}=[redacted]` : pair;
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
