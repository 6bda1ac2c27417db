import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Where new connections go from now on; connections open to the old target are cut. */
  pointAt(targetPort: number): void;
  close(): Promise<void>;
}

/**
 * The database's one address, as a virtual IP or a pgbouncer gives it in production: a failover
 * points it at the promoted replica and Scout's pools reconnect there, without a restart.
 */
export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let target = targetPort;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('proxy has no port');
  return {
    port: address.port,
    pointAt(next) {
      target = next;
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
