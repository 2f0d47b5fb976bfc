// Keeps something alive while long work runs: calls `beat` every `everyMs` until stopped (a job's
// lease and the lease it holds on a row, renewed while a sync reads a slow mailbox). A beat that
// fails is ignored: the next one tries again, and a lease that ran out is noticed by its owner.
export function startHeartbeat(beat: () => Promise<unknown>, everyMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // one beat at a time, however slow the database is
    running = true;
    beat()
      .catch(() => undefined)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
