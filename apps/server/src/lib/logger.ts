/** The slice of pino the services use; Fastify's logger satisfies it, and so does the CLI's. */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
