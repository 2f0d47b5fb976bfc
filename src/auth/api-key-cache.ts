// Answers "who holds this secret?" from memory for at most `ttlMs` (1 s by default), so the API
// key costs a database lookup once a second per key and process instead of once per request,
// while a key revoked or expired on any process stops working everywhere within that second.
// Unknown secrets are remembered too (a client retrying a wrong key does not hammer the
// database); the cache is bounded, oldest entries go first.
import { clock } from '../lib/clock.ts';
import type { Actor } from '../records/actor.ts';

/** What the database said about a secret: its key, or nothing. */
export interface KeyLookup {
  actor: Actor;
  /** Epoch ms after which the key is expired, or null. */
  expiresAt: number | null;
}

interface Entry {
  lookup: KeyLookup | undefined;
  fetchedAt: number;
}

const MAX_ENTRIES = 10_000;

export class ApiKeyCache {
  private readonly entries = new Map<string, Entry>();
  /** Lookups in flight, so a burst of requests with one key costs one query. */
  private readonly pending = new Map<string, Promise<KeyLookup | undefined>>();

  constructor(
    private readonly ttlMs: number,
    private readonly load: (secretHash: string) => Promise<KeyLookup | undefined>,
  ) {}

  async actorFor(secretHash: string): Promise<Actor | undefined> {
    const now = clock.now();
    const entry = this.entries.get(secretHash);
    const lookup = entry && now - entry.fetchedAt < this.ttlMs ? entry.lookup : await this.refresh(secretHash);
    if (!lookup || (lookup.expiresAt !== null && lookup.expiresAt <= clock.now())) return undefined;
    return lookup.actor;
  }

  /** Forgets a key at once on this process (revoked here); other processes follow within ttlMs. */
  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.entries) if (entry.lookup?.actor.id === keyId) this.entries.delete(hash);
  }

  private refresh(secretHash: string): Promise<KeyLookup | undefined> {
    let pending = this.pending.get(secretHash);
    if (!pending) {
      const fetchedAt = clock.now();
      pending = this.load(secretHash).then(
        (lookup) => {
          this.pending.delete(secretHash);
          if (this.ttlMs > 0) this.remember(secretHash, { lookup, fetchedAt });
          return lookup;
        },
        (error: unknown) => {
          this.pending.delete(secretHash);
          throw error;
        },
      );
      this.pending.set(secretHash, pending);
    }
    return pending;
  }

  private remember(secretHash: string, entry: Entry): void {
    this.entries.delete(secretHash); // re-insert: Map order is age order
    this.entries.set(secretHash, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }
}
