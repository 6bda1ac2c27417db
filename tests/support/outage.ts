import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Takes the app's HTTP listener away and brings it back on the same port: while away, every request
 * of the browser (API calls and the web app's own files) is refused, open keep-alive connections too.
 */
export function serverOutage(server: Server) {
  const { address, port } = server.address() as AddressInfo;
  return {
    async takeAway(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
    async bringBack(): Promise<void> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, address, () => {
          server.off('error', reject);
          resolve();
        });
      });
    },
  };
}
