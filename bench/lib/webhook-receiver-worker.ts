// The webhook scenario's receiver, on its own thread (see webhook-receiver.ts): a node:http
// server on loopback that answers every POST with 200 and remembers when each record's first
// event arrived, as epoch milliseconds (timeOrigin + now: comparable across threads).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import type { ReceiverRequest } from './webhook-receiver.ts';

const port = parentPort!;
const arrivals = new Map<string, number>();

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const at = performance.timeOrigin + performance.now();
    const { record } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { record: { id: string } };
    if (!arrivals.has(record.id)) arrivals.set(record.id, at);
    res.writeHead(200).end();
  });
});
server.listen(0, '127.0.0.1', () => port.postMessage({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));

/** Answers once every id has arrived, or at the deadline, with the arrivals known. */
port.on('message', async ({ ids, maxMs }: ReceiverRequest) => {
  const deadline = Date.now() + maxMs;
  while (ids.some((id) => !arrivals.has(id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  port.postMessage({ arrivals: ids.filter((id) => arrivals.has(id)).map((id) => [id, arrivals.get(id)!]) });
});
