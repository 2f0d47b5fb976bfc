// What the throwaway servers the tests start (postgres-test-server.ts, dovecot-test-server.ts)
// share: a free loopback port, whether we run as root (their daemons refuse to, or must drop to
// another uid), and running one from the command line until Ctrl-C.
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

/** A port free on 127.0.0.1 now (another process may still take it before the server binds: retry). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * When `moduleUrl` is the script node was started with: starts the server, prints `describe`'s
 * lines (stdout: what a client needs; stderr: the rest), and stops it on SIGINT or SIGTERM.
 */
export function runFromCommandLine<S extends { stop(): Promise<void> }>(moduleUrl: string, start: () => Promise<S>, describe: (server: S) => { stdout: string; stderr: string }): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const main = async () => {
    const server = await start();
    const { stdout, stderr } = describe(server);
    console.log(stdout);
    console.error(stderr);
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      await server.stop();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown());
    process.on('SIGTERM', () => void shutdown());
    // Keep the event loop alive until a signal arrives.
    setInterval(() => undefined, 1 << 30);
  };
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
