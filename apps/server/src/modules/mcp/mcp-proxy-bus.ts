import type { McpProxyRole } from '@vox/contracts';

/** What another process asks of this one's MCP proxy sockets. */
export type ProxyBusMessage =
  | { type: 'deliver'; userId: string; role: McpProxyRole; data: string; binary: boolean }
  | { type: 'replaced'; userId: string; role: McpProxyRole }
  | { type: 'closeUser'; userId: string };

/**
 * How the MCP proxy hub reaches sockets held by other console processes: a user's tool host may be
 * connected to one process and their agent side to another. Absent with a single process.
 */
export interface ProxyBus {
  /** This process now holds the user's socket of this role; a process that held it before is told to close its own. */
  claim(userId: string, role: McpProxyRole): Promise<void>;
  /** This process no longer holds it (only when the registry still names this process). */
  release(userId: string, role: McpProxyRole): Promise<void>;
  /** Sends to the user's socket of `role` on whichever process holds it; false when none does. */
  forward(userId: string, role: McpProxyRole, data: Buffer, binary: boolean): Promise<boolean>;
  /** Every process closes the user's sockets (tokens revoked). */
  closeUser(userId: string): Promise<void>;
  /** Where this process handles what others ask of it. */
  listen(handler: (message: ProxyBusMessage) => void): Promise<void>;
  close(): Promise<void>;
}
