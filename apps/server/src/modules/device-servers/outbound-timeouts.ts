/** Deadlines for the console's own calls to device servers and health endpoints; tests shorten them. */
export interface OutboundTimeouts {
  /** A param's live check: WebSocket handshake or health GET (upstream connects with 3 s). */
  probeMs: number;
  /** Opening the WebSocket of an emit-action. */
  connectMs: number;
  /** Waiting for the device server's answer to an action. */
  replyMs: number;
}

export const DEFAULT_OUTBOUND_TIMEOUTS: OutboundTimeouts = { probeMs: 3000, connectMs: 3000, replyMs: 10_000 };
