// One token bucket per key for every process on one PostgreSQL database (RATE_LIMIT_SHARED=on,
// the default there), so a deployment of three API processes grants a key its limit once, not
// three times. The bucket is a row of the UNLOGGED table `rate_limit_bucket`.
//
// A process does not ask the row for every request: it leases a few tokens at once (one upsert
// that refills the bucket, hands out up to the lease's size and keeps the rest) and spends them
// locally for at most LEASE_MS. Requests that find no local token take one statement, one round
// trip; concurrent ones of the same key in one process wait for a lease already on its way
// before asking for their own. So a request costs at most one extra statement, and at a
// sustained rate far fewer.
//
// The lease follows what the process spends: it starts at 1 token, doubles while the process
// spends a whole lease before it lapses, and shrinks to what was spent when tokens lapse, up to
// maxLease = max(1, min(burst/10, perSecond/10)) rounded down (5 for the defaults). Tokens that
// lapsed go back to the row with the process's next lease of the key, so a key whose requests
// are spread thin over many processes is not drained by leases nobody spends.
//
// The bounds this buys (docs/DEPLOY.md, "Scaling out"):
//   - never more than the limit plus what a key earns in 100 ms: a leased token is spent at most
//     LEASE_MS after the bucket gave it out, and maxLease <= perSecond x LEASE_MS;
//   - a key may be refused early by the tokens other processes hold: at most
//     (processes - 1) x (maxLease - 1), until those processes spend them or give them back.
// With maxLease 1 (burst or perSecond under 20) every request asks the row: the bucket is exact.
//
// Time is the service clock (src/lib/clock.ts) in milliseconds, so the processes must agree on
// it as their hosts do (NTP); a process behind the others refills nothing until it catches up.
// When the statement fails (the database is away), the request is judged by a bucket in this
// process, as with RATE_LIMIT_SHARED=off, rather than refused for the database's sake.
import type { Logger } from 'pino';
import type { RateLimitConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { clock, type Clock } from '../lib/clock.ts';
import { TokenBuckets, type RateLimitDecision, type RateLimiter } from './rate-limit.ts';

/** How long leased tokens stay spendable. */
export const LEASE_MS = 100;

/** The most tokens one process leases at once: a tenth of the burst, at most what a key earns in LEASE_MS, at least 1. */
export function maxLease({ burst, perSecond }: Pick<RateLimitConfig, 'burst' | 'perSecond'>): number {
  return Math.max(1, Math.min(Math.floor(burst / 10), Math.floor((perSecond * LEASE_MS) / 1000)));
}

interface Lease {
  /** Leased tokens not spent yet (whole tokens). */
  tokens: number;
  /** Tokens the next lease asks for (1 to maxLease). */
  size: number;
  /** Clock ms after which the unspent tokens lapse. */
  expiresAt: number;
  /** The shared bucket's tokens after the last lease (for RateLimit-Remaining). */
  shared: number;
  /** A lease statement on its way: other requests of the key wait for it first. */
  pending?: Promise<unknown>;
}

// $1 key, $2 burst, $3 per second, $4 lease size, $5 now (ms), $6 lapsed tokens given back.
// `refilled` is the row's tokens now; the update hands out min(size, whole tokens) and keeps the
// rest; a refusal takes nothing.
const REFILLED = 'LEAST($2::float8, b.tokens + $6::int + GREATEST(0, $5::bigint - b.at_ms) * $3::float8 / 1000)';
const TAKE = `INSERT INTO rate_limit_bucket AS b (key, tokens, at_ms, granted)
VALUES ($1, $2::float8 - LEAST($4::int, $2::int), $5::bigint, LEAST($4::int, $2::int))
ON CONFLICT (key) DO UPDATE SET
  granted = LEAST($4::int, FLOOR(${REFILLED}))::int,
  tokens = ${REFILLED} - LEAST($4::int, FLOOR(${REFILLED})),
  at_ms = GREATEST(b.at_ms, $5::bigint)
RETURNING granted, tokens`;

export class SharedTokenBuckets implements RateLimiter {
  private readonly leases = new Map<string, Lease>();
  private readonly maxLease: number;
  /** Judges requests while the database does not answer. */
  private readonly fallback: TokenBuckets;
  private lastSweep: number;
  private lastErrorReport = -Infinity;

  constructor(
    readonly config: RateLimitConfig,
    private readonly sql: SqlExecutor,
    /** Told when the statement fails (at most once per 10 s). */
    private readonly onError: (error: unknown) => void = () => {},
    private readonly time: Clock = clock,
  ) {
    this.maxLease = maxLease(config);
    this.fallback = new TokenBuckets(config, time);
    this.lastSweep = time.now();
  }

  async take(key: string): Promise<RateLimitDecision> {
    let waited = false;
    for (;;) {
      const now = this.time.now();
      this.sweep(now);
      const lease = this.leases.get(key);
      if (lease && lease.tokens >= 1 && now < lease.expiresAt) {
        lease.tokens -= 1;
        return this.allowed(lease);
      }
      // Wait once for a lease another request of this key has asked for; then ask ourselves.
      if (lease?.pending && !waited) {
        waited = true;
        await lease.pending.catch(() => {});
        continue;
      }
      return this.leaseFor(key, now);
    }
  }

  /** Local leases held (tests). */
  get size(): number {
    return this.leases.size;
  }

  private async leaseFor(key: string, now: number): Promise<RateLimitDecision> {
    const lease = this.leases.get(key) ?? { tokens: 0, size: 1, expiresAt: 0, shared: this.config.burst };
    this.leases.set(key, lease);
    // Lapsed tokens go back to the row, and the next lease is what was spent of the last one; a
    // lease spent before it lapsed asks for twice as many.
    const givenBack = lease.tokens;
    if (givenBack > 0) lease.size = Math.max(1, lease.size - givenBack);
    else if (now < lease.expiresAt) lease.size = Math.min(this.maxLease, lease.size * 2);
    lease.tokens = 0;
    const { burst, perSecond } = this.config;
    const statement = this.sql.query<{ granted: number; tokens: number }>({
      text: TAKE,
      values: [key, burst, perSecond, lease.size, now, givenBack],
      prepare: true,
    });
    lease.pending = statement;
    let row: { granted: number; tokens: number } | undefined;
    try {
      [row] = await statement;
    } catch (error) {
      // Once per 10 s at most: while the database is away every request would report it.
      if (now - this.lastErrorReport >= 10_000) {
        this.lastErrorReport = now;
        this.onError(error);
      }
      return this.fallback.take(key);
    } finally {
      if (lease.pending === statement) lease.pending = undefined;
    }
    const granted = Number(row!.granted);
    lease.shared = Number(row!.tokens);
    if (granted < 1) {
      return {
        allowed: false,
        limit: burst,
        remaining: 0,
        resetSeconds: Math.ceil((burst - lease.shared) / perSecond),
        retryAfterSeconds: Math.max(1, Math.ceil((1 - lease.shared) / perSecond)),
      };
    }
    // This request spends one; the rest wait here for the key's next requests (beside any that a
    // concurrent lease brought, which keep their earlier end). They lapse LEASE_MS after the row
    // gave them out, so no token is spent later than that.
    lease.expiresAt = lease.tokens > 0 ? Math.min(lease.expiresAt, now + LEASE_MS) : now + LEASE_MS;
    lease.tokens += granted - 1;
    return this.allowed(lease);
  }

  private allowed(lease: Lease): RateLimitDecision {
    const { burst, perSecond } = this.config;
    const left = lease.tokens + lease.shared;
    return { allowed: true, limit: burst, remaining: Math.floor(left), resetSeconds: Math.ceil((burst - left) / perSecond), retryAfterSeconds: 0 };
  }

  /** Drops lapsed leases with no statement on its way, at most once a second. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 1_000) return;
    this.lastSweep = now;
    for (const [key, lease] of this.leases) if (!lease.pending && now >= lease.expiresAt) this.leases.delete(key);
  }
}

/**
 * The limiter for `config`: shared through the database on PostgreSQL with RATE_LIMIT_SHARED on,
 * otherwise buckets in this process (embedded PGlite has only one). Undefined: no limit.
 */
export function createRateLimiter(config: RateLimitConfig | undefined, db: Database, onError?: (error: unknown) => void): RateLimiter | undefined {
  if (!config) return undefined;
  return config.shared && db.kind === 'postgres' ? new SharedTokenBuckets(config, db.sql, onError) : new TokenBuckets(config);
}

/** What a limiter reports when its statement fails: a warning, since requests go on meanwhile. */
export function rateLimitStoreFailed(logger: Pick<Logger, 'warn'>): (error: unknown) => void {
  return (error) => logger.warn({ err: error }, 'the shared rate limit could not be read: each process judges requests alone until the database answers');
}
