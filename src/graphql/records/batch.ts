// Keys asked for while one level of a GraphQL answer is resolved, loaded together: graphql-js
// calls the resolvers of every record of a page in one synchronous pass, so the keys gathered
// until the next turn of the event loop are the whole level's, and one load serves them all.
export type BatchLoad<V> = (keys: string[]) => Promise<Map<string, V>>;

export function batcher<V>(load: BatchLoad<V>): (key: string) => Promise<V | undefined> {
  let pending: { keys: Set<string>; result: Promise<Map<string, V>> } | undefined;
  return (key) => {
    if (!pending) {
      const batch = { keys: new Set<string>(), result: undefined as unknown as Promise<Map<string, V>> };
      batch.result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = undefined;
        return load([...batch.keys]);
      });
      pending = batch;
    }
    pending.keys.add(key);
    return pending.result.then((values) => values.get(key));
  };
}

/** Batchers of one request, by what they load (kept on the request's context object). */
const byContext = new WeakMap<object, Map<string, (key: string) => Promise<unknown>>>();

export function requestBatcher<V>(context: object, name: string, load: BatchLoad<V>): (key: string) => Promise<V | undefined> {
  let batchers = byContext.get(context);
  if (!batchers) byContext.set(context, (batchers = new Map()));
  let found = batchers.get(name);
  if (!found) batchers.set(name, (found = batcher(load)));
  return found as (key: string) => Promise<V | undefined>;
}
