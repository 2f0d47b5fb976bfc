// Reachability in an engine's step graph (workflow and sequence activation both refuse a step no
// path reaches): the ids reached from `startIds` following `next`, which answers a step's
// successors, or undefined for an id that names no step (a dangling id, named elsewhere).

/** Every step id reachable from `startIds` (themselves included when they name a step). */
export function reachableFrom(startIds: Iterable<string>, next: (id: string) => readonly string[] | undefined): Set<string> {
  const reached = new Set<string>();
  const pending = [...startIds];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    const successors = next(id);
    if (!successors) continue;
    reached.add(id);
    pending.push(...successors);
  }
  return reached;
}
