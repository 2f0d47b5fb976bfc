// Requests per API key: one token bucket per key, in this process's memory. A key starts with
// `burst` tokens; each authenticated request (REST and GraphQL alike) takes one; tokens come
// back at `perSecond` a second up to `burst`. With no token left the request is a 429
// (RATE_LIMITED) with Retry-After. Every authenticated response carries the key's state in the
// headers of draft-ietf-httpapi-ratelimit-headers:
//
//   RateLimit-Limit       the burst (the most requests a key can make at once)
//   RateLimit-Remaining   whole tokens left after this request
//   RateLimit-Reset       seconds until the bucket is full again (the quota fully restored)
//
// Where the buckets live: in this process (TokenBuckets, below: embedded PGlite, or
// RATE_LIMIT_SHARED=off), or in the database for every process of a deployment on PostgreSQL
// (shared-token-buckets.ts). Requests with no key or a bad one never get here (bearer auth
// answers 401 first), so they count against no key.
//
// Memory: at most one bucket per key that made a request recently. A full bucket is the same as
// no bucket, so buckets that have refilled are dropped, at most once per refill period.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RateLimitConfig } from '../config/config.ts';
import { AppError } from '../errors/app-error.ts';
import { clock, type Clock } from '../lib/clock.ts';
import type { Actor } from '../records/actor.ts';

interface Bucket {
  /** Tokens at `at` (fractional: refill is continuous). */
  tokens: number;
  /** Clock ms of the last take. */
  at: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** RateLimit-Limit: the burst. */
  limit: number;
  /** RateLimit-Remaining: whole tokens left. */
  remaining: number;
  /** RateLimit-Reset: whole seconds until the bucket is full again (0 when it is). */
  resetSeconds: number;
  /** Retry-After of a refused request: whole seconds until the next token (>= 1). */
  retryAfterSeconds: number;
}

/** Buckets of some kind: each take spends a token of `key`'s bucket if there is one. */
export interface RateLimiter {
  readonly config: Pick<RateLimitConfig, 'burst' | 'perSecond'>;
  take(key: string): RateLimitDecision | Promise<RateLimitDecision>;
}

/** Buckets in this process's memory. */
export class TokenBuckets implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  /** Time for an empty bucket to fill up; a bucket idle this long is full. */
  private readonly fillMs: number;
  private lastSweep: number;

  constructor(
    readonly config: Pick<RateLimitConfig, 'burst' | 'perSecond'>,
    private readonly time: Clock = clock,
  ) {
    this.fillMs = (config.burst * 1000) / config.perSecond;
    this.lastSweep = time.now();
  }

  /** Takes a token from `key`'s bucket if there is one. */
  take(key: string): RateLimitDecision {
    const { burst, perSecond } = this.config;
    const now = this.time.now();
    this.sweep(now);
    const bucket = this.buckets.get(key);
    // max(0, ...): a wall clock set back must not drain the bucket.
    let tokens = bucket ? Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) * perSecond) / 1000) : burst;
    const allowed = tokens >= 1;
    if (allowed) tokens -= 1;
    if (bucket) {
      bucket.tokens = tokens;
      bucket.at = now;
    } else {
      this.buckets.set(key, { tokens, at: now });
    }
    return {
      allowed,
      limit: burst,
      remaining: Math.floor(tokens),
      resetSeconds: Math.ceil((burst - tokens) / perSecond),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / perSecond)),
    };
  }

  /** Buckets held (tests). */
  get size(): number {
    return this.buckets.size;
  }

  /** Drops the buckets that have filled up again (no bucket = a full one), once per fill period. */
  private sweep(now: number): void {
    if (now - this.lastSweep < Math.max(1_000, this.fillMs)) return;
    this.lastSweep = now;
    const { burst, perSecond } = this.config;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) * perSecond) / 1000 >= burst) this.buckets.delete(key);
    }
  }
}

/**
 * After bearer auth (res.locals.actor is set): takes the key's token, sets the RateLimit-*
 * headers, and refuses with 429 when the bucket is empty. With no limiter (RATE_LIMIT=off) it
 * does nothing and sends no headers.
 */
export function rateLimit(
  buckets: RateLimiter | undefined,
  /** Whose bucket: the API key's by default (another caller: a workflow's webhook). */
  bucketOf: (req: Request, res: Response) => string | undefined = (_req, res) => (res.locals.actor as Actor | undefined)?.id,
  whose = 'this API key',
): RequestHandler {
  if (!buckets) return (_req: Request, _res: Response, next: NextFunction) => next();
  const { burst, perSecond } = buckets.config;
  return (req: Request, res: Response, next: NextFunction) => {
    const key = bucketOf(req, res);
    if (key === undefined) return next();
    const decided = buckets.take(key);
    if (decided instanceof Promise) decided.then(answer, next);
    else answer(decided);

    function answer(decision: RateLimitDecision): void {
      res.setHeader('RateLimit-Limit', String(decision.limit));
      res.setHeader('RateLimit-Remaining', String(decision.remaining));
      res.setHeader('RateLimit-Reset', String(decision.resetSeconds));
      if (decision.allowed) return next();
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      next(
        new AppError(429, 'RATE_LIMITED', [
          `rate limit exceeded for ${whose} (${burst} requests at once, ${perSecond} per second after that); retry in ${decision.retryAfterSeconds} s`,
        ]),
      );
    }
  };
}
