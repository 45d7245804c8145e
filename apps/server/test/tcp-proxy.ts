import net from 'node:net';

/**
 * A TCP relay in front of the test PostgreSQL server: `cut()` drops every connection and refuses new ones (the
 * database is gone), `restore()` listens again on the same port (it came back). Only loopback.
 */
export class TcpProxy {
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<net.Socket>();
  #server: net.Server | undefined;
  port = 0;

  constructor(target: { host: string; port: number }) {
    this.#target = target;
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.#target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.#server = server;
  }

  async cut(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  restore(): Promise<void> {
    return this.start();
  }

  stop(): Promise<void> {
    return this.cut();
  }
}
