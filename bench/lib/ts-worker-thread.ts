// Starts a TypeScript module of bench/lib on a worker thread (through ts-worker.mjs, which
// registers tsx there) and waits for the first message it posts: that it is ready, and what the
// main thread needs to know of it (a port, a URL).
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/** `entry`: a file name beside this one; `data`: handed to it as `workerData.setup`. */
export async function startTsWorker<Ready>(entry: string, data?: unknown): Promise<{ worker: Worker; ready: Ready }> {
  const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
    workerData: { entry: new URL(`./${entry}`, import.meta.url).href, setup: data },
  });
  const [ready] = (await once(worker, 'message')) as [Ready];
  return { worker, ready };
}
