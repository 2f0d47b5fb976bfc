// Which messages of a sync batch may be imported at the same time. A message and one it refers to
// (In-Reply-To, References) or that refers to it must be imported one after the other: imported
// at once, neither would see the other's thread and they would start two. So: groups of messages
// linked by their Message-IDs within the batch (a union-find over them), in batch order inside a
// group; different groups share no thread lookup and can go in parallel.
import type { MessageImport } from '../../messages/inbox-service.ts';

export function relatedGroups(messages: MessageImport[]): MessageImport[][] {
  const parent = messages.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  const byId = new Map<string, number>();
  messages.forEach((message, i) => {
    if (message.headerMessageId) byId.set(message.headerMessageId, i);
  });
  // Two messages may also refer to one the batch does not hold: they are in one thread.
  const firstReferrer = new Map<string, number>();
  messages.forEach((message, i) => {
    for (const id of [message.inReplyTo, ...(message.references ?? [])]) {
      if (!id) continue;
      const linked = byId.get(id) ?? firstReferrer.get(id);
      if (linked === undefined) firstReferrer.set(id, i);
      else parent[root(i)] = root(linked);
    }
  });
  const groups = new Map<number, MessageImport[]>();
  messages.forEach((message, i) => {
    const key = root(i);
    groups.set(key, [...(groups.get(key) ?? []), message]);
  });
  return [...groups.values()];
}

/**
 * Runs `work` over the groups' messages in chunks of at most `chunk` (one transaction each, so a
 * sync pays one commit per chunk, not per message), at most `concurrency` lanes at once. A lane
 * takes whole groups, so a group's messages go in order, in one chunk or in chunks one after the
 * other.
 */
export async function inGroups(
  groups: MessageImport[][],
  { concurrency, chunk }: { concurrency: number; chunk: number },
  work: (messages: MessageImport[]) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    let pending: MessageImport[] = [];
    while (next < groups.length) {
      pending.push(...groups[next++]);
      while (pending.length >= chunk) {
        await work(pending.slice(0, chunk));
        pending = pending.slice(chunk);
      }
    }
    if (pending.length > 0) await work(pending);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, lane));
}
