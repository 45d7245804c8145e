/** A call a user can paste into a terminal to try the key: their agents, through the same API the console uses. */
export function curlExample(origin: string, key: string): string {
  return `curl -H "Authorization: Bearer ${key}" ${origin}/xiaozhi/agent/list`;
}
