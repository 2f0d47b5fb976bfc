// Worker thread of the email scenario: an SMTP server on loopback (the `smtp-server` package)
// that takes AUTH PLAIN and every message, reading each to its end, and counts what arrived.
// It answers {port} when listening and {received} to any message.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { parentPort } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

let received = 0;
const server = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received++;
      callback(null, 'queued');
    });
  },
});
server.listen(0, '127.0.0.1');
await once(server.server, 'listening');
parentPort!.postMessage({ port: (server.server.address() as AddressInfo).port });
parentPort!.on('message', () => parentPort!.postMessage({ received }));
