// Entry of the benchmark's worker threads: Node 20 does not hand tsx's module hooks to a worker
// started on a .ts file, so the worker registers them itself, then loads workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
