export interface LiveCheckDeps {
  timeoutMs: number;
  /** How the console poses as a device to a device server (device id, client id, signed token). */
  webSocketHeaders: () => Promise<Record<string, string>>;
}
