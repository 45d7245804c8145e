/**
 * Codes of the routes that reach another service (upstream's codes): the agent MCP access point (10200–10202), device
 * tools through the MQTT gateway (10193, 10194) and device asset uploads (10142, 10195).
 */
export const GATEWAY_ERROR_CODES = {
  ASSET_TOO_LARGE: 10142,
  DEVICE_ID_EMPTY: 10193,
  DEVICE_OFFLINE: 10194,
  ASSET_UPLOAD_LIMIT: 10195,
  MCP_ADDRESS_NO_PERMISSION: 10200,
  MCP_ADDRESS_NOT_CONFIGURED: 10201,
  MCP_TOOLS_NO_PERMISSION: 10202,
} as const;

export type GatewayErrorCodeValue = (typeof GATEWAY_ERROR_CODES)[keyof typeof GATEWAY_ERROR_CODES];
