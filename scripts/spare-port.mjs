// A port nothing listens on right now, as the system hands one out (for a server this script is about to start).
import { createServer } from 'node:net';

/** A free TCP port on `host`. */
export function sparePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
