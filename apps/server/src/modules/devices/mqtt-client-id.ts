/** The device's MQTT client id, `<board>@@@<mac>@@@<mac>` with ':' as '_'. */
export function mqttClientId(board: string | null, mac: string): string {
  const groupId = (board || 'GID_default').replaceAll(':', '_');
  const id = mac.replaceAll(':', '_');
  return `${groupId}@@@${id}@@@${id}`;
}
