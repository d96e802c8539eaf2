// A TCP proxy in front of PostgreSQL whose listening connections can be frozen: the bytes stop in
// both directions while both sockets stay open, as in a network partition that drops packets and
// sends no reset. Nothing here needs Vitest.
import net from 'node:net';

interface Link {
  client: net.Socket;
  server: net.Socket;
  /** It sent a LISTEN: the connection a member cache hears announcements on. */
  listening: boolean;
  frozen: boolean;
}

export interface FreezableProxy {
  /** `target` with its host and port replaced by the proxy's. */
  url: string;
  /** How many open connections have sent a LISTEN. */
  listeningConnections(): number;
  /** Stops forwarding on every open connection that has sent a LISTEN; later connections pass. */
  freezeListening(): void;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 and passes each connection on to the PostgreSQL server of `target` (a URL). */
export async function startFreezableProxy(target: string): Promise<FreezableProxy> {
  const upstream = new URL(target);
  const links = new Set<Link>();
  const proxy = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    const link: Link = { client, server, listening: false, frozen: false };
    links.add(link);
    client.on('data', (chunk: Buffer) => {
      // A simple-protocol query travels as text: the listener's own statement is recognisable.
      if (chunk.includes('LISTEN ')) link.listening = true;
      if (!link.frozen) server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => {
      if (!link.frozen) client.write(chunk);
    });
    const drop = () => {
      links.delete(link);
      client.destroy();
      server.destroy();
    };
    for (const socket of [client, server]) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    listeningConnections: () => [...links].filter((link) => link.listening).length,
    freezeListening() {
      for (const link of links) if (link.listening) link.frozen = true;
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.server.destroy();
      }
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
