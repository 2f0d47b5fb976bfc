// A full garbage collection once the process has been quiet for a while after a burst of
// allocation (the start, a metadata change). A metadata change rebuilds the workspace's
// documents, schemas and validators; the old ones become garbage that V8 keeps resident until a
// full collection happens to run, which on an idle service can be never: measured through
// `npm start` on PGlite, 20 pipelines created and served left 436 MiB resident and 192 MiB of heap
// in use, 313 MiB and 112 MiB after one full collection (the heap of the empty workspace).
// The pause (tens to a few hundred milliseconds) falls in a quiet moment, once per burst.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Quiet time after the last call of schedule() before the collection runs. */
export const IDLE_COLLECTION_DELAY_MS = 2_000;

export interface IdleCollector {
  /** (Re)starts the quiet-time countdown; the collection runs once when it expires. */
  schedule(): void;
  stop(): void;
}

/**
 * V8's full collection as a function (plain `gc()`; the test checks it frees garbage).
 * `--expose-gc` set at run time applies to contexts created after it, so the function is taken
 * from a new context (no node flag needed on any command line).
 */
export function fullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => gc();
}

export function idleCollector(collect: () => void = fullCollection(), delayMs = IDLE_COLLECTION_DELAY_MS): IdleCollector {
  let timer: NodeJS.Timeout | undefined;
  return {
    schedule() {
      clearTimeout(timer);
      // Unref'd: a pending collection never keeps the process alive.
      timer = setTimeout(collect, delayMs).unref();
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
