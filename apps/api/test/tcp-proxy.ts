/**
 * A loopback TCP proxy in front of the test PostgreSQL, so a test can take the database away (every
 * connection cut, new ones refused, as during a restart) and bring it back, without stopping the
 * server that other test files share.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The given connection URL, pointed at the proxy. */
  readonly url: string;
  /** Cuts every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  async function listen() {
    if (server) return; // already accepting
    server = createServer((client) => {
      const upstream = connect(targetPort, target.hostname);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object') port = address.port;
  }

  async function stopListening() {
    const stopping = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  }

  await listen();
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: stopListening,
    restore: listen,
    close: stopListening,
  };
}
