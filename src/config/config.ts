// Environment -> one typed Config. Nothing else in the service reads process.env.
import path from 'node:path';

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string } // embedded, persisted on disk
  | { kind: 'pglite-memory' } // embedded, in memory (tests)
  | PostgresTarget; // a real PostgreSQL

export interface PostgresTarget {
  kind: 'postgres';
  /** DATABASE_URL: what the pool (requests, the worker) connects to; may be a PgBouncer. */
  url: string;
  /** DATABASE_POOL_SIZE: connections this process's pool opens at most (default 10). */
  poolSize?: number;
  /**
   * DATABASE_DIRECT_URL: what needs a session of its own (LISTEN, the migrations) connects to when
   * DATABASE_URL is a pooler in transaction mode (PgBouncer); unset: DATABASE_URL.
   */
  directUrl?: string;
  /** DATABASE_PREPARED_STATEMENTS: named prepared statements (off behind PgBouncer < 1.21). */
  preparedStatements?: boolean;
}

export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** Ensures an admin API key with exactly this secret exists at start (containers, tests). */
  bootstrapApiKey: string | undefined;
  logLevel: string;
  /** SHUTDOWN_TIMEOUT_MS: how long a process may drain after SIGTERM/SIGINT before it exits anyway (code 1). */
  shutdownTimeoutMs: number;
  /** Largest accepted request body, bytes. */
  bodyLimitBytes: number;
  workspaceName: string;
  /** How long an API key is answered from memory (0 = ask the database every request). */
  apiKeyCacheMs: number;
  /** How often a process compares its registry with the stored metadata version (besides NOTIFY). */
  metadataPollMs: number;
  /** The job worker (src/jobs): whether the server runs one, and how. */
  worker: { enabled: boolean; pollMs: number; leaseMs: number; concurrency: number; batchMs: number };
  /** Webhook delivery (src/webhooks). */
  webhooks: {
    allowPrivateTargets: boolean;
    timeoutMs: number;
    maxAttempts: number;
    retryBaseMs: number;
    /** Deliveries older than this many days are pruned (with their attempts), daily; 0 keeps them all. */
    retentionDays: number;
  };
  /** The GraphQL endpoint (src/graphql/server.ts): what one document may ask for, and the tools around it. */
  graphql: GraphQLConfig;
  /** Requests per API key (src/http/rate-limit.ts); undefined = off. */
  rateLimit: RateLimitConfig | undefined;
  /** What one HTTP request may be, and how long the client may take to send it (src/http/request-limits.ts); CORS. */
  http: HttpLimitsConfig;
  /** How email leaves (src/email): SMTP, or a local outbox when SMTP_URL is unset. */
  email: EmailConfig;
  /** Workflows (src/workflows): the sender of SEND_EMAIL steps, HTTP_REQUEST's time limit. */
  workflows: { emailFrom: string; httpTimeoutMs: number; maxChainDepth: number };
  /** The inbox (src/inbox): CRM_SECRET_KEY seals IMAP passwords; the IMAP sync's pace. */
  inbox: InboxConfig;
  /**
   * Prometheus metrics (src/observability): GET /metrics on the main port behind an API key
   * (METRICS=on), and/or on a port of their own without one (METRICS_PORT, on METRICS_HOST).
   */
  metrics: { onMainPort: boolean; port: number | undefined; host: string };
  /** Sequences (src/sequences): where LinkedIn and WhatsApp messages go, how many steps a worker runs at once. */
  sequences: SequencesConfig;
}

export interface SequencesConfig {
  /** CHANNEL_WEBHOOK_URL: the HTTP provider LinkedIn and WhatsApp messages are POSTed to; unset: they are only recorded. */
  channelWebhookUrl?: string;
  /** Sequence steps one worker runs at once (SEQUENCE_STEP_CONCURRENCY). */
  stepConcurrency: number;
  /** ... while the server the worker runs in serves API requests (SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING). */
  stepConcurrencyWhileServing: number;
}

export interface InboxConfig {
  /** CRM_SECRET_KEY: what IMAP passwords are encrypted under; unset: no password can be stored. */
  secretKey: string | undefined;
  /** CRM_SECRET_KEY_PREVIOUS: older keys whose sealed values still open (a rotation); nothing is sealed under them. */
  secretKeyPrevious: string[];
  /** How often each channel with IMAP settings is synced (INBOX_SYNC_INTERVAL_MS). */
  syncIntervalMs: number;
  /** Syncs one worker runs at once (INBOX_SYNC_CONCURRENCY). */
  syncConcurrency: number;
  /** Connecting, and any one IMAP command, may take this long (INBOX_IMAP_TIMEOUT_MS). */
  imapTimeoutMs: number;
}

export type EmailConfig =
  | { transport: 'smtp'; url: string; poolSize: number; timeoutMs: number }
  /** .eml files in `dir` (DATA_DIR/outbox). */
  | { transport: 'outbox'; dir: string }
  /** Kept in memory (DATABASE_URL=memory://: nothing of the process outlives it). */
  | { transport: 'memory' };

export interface RateLimitConfig {
  /** Bucket size: requests a key may make at once after being idle. */
  burst: number;
  /** Refill rate: tokens added back per second. */
  perSecond: number;
  /**
   * RATE_LIMIT_SHARED: on PostgreSQL, one bucket per key for every process of the deployment
   * (src/http/shared-token-buckets.ts); off: a bucket per process. Embedded PGlite has one process.
   */
  shared: boolean;
}

export interface HttpLimitsConfig {
  /** Bytes of the request target (path and query string); longer is a 414. */
  maxUrlBytes: number;
  /** Bytes of all header lines together (names, values, ": " and CRLF); more is a 431. */
  maxHeaderBytes: number;
  /** Nesting of arrays and objects in a JSON body; deeper is a 400. */
  maxJsonDepth: number;
  /** Time a client has to send the request line and headers (node's server.headersTimeout). */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request, body included (node's server.requestTimeout). */
  requestTimeoutMs: number;
  /** Origins allowed to call the API from a browser (CORS); empty = CORS off; ['*'] = any origin. */
  corsOrigins: string[];
}

export interface GraphQLConfig {
  /** Deepest field nesting of an operation (fragments count as if inlined). */
  maxDepth: number;
  /** Aliased fields in one document. */
  maxAliases: number;
  /** Directives in one document. */
  maxDirectives: number;
  /** Lexical tokens in one document (comments and whitespace are not tokens). */
  maxTokens: number;
  /** Bytes of the document text (`query`), checked before it is parsed. */
  maxDocumentBytes: number;
  /** The cost of an operation: the values its answer can hold, page sizes included (graphql/operation-cost.ts). */
  maxCost: number;
  /** `__schema` / `__type` queries (SDK generators need them). */
  introspection: boolean;
  /** The GraphiQL page at GET /graphql (Accept: text/html). */
  graphiql: boolean;
}

export class ConfigError extends Error {}

/** A revoked key must stop working within a second on every process. */
const MAX_API_KEY_CACHE_MS = 1_000;

function integer(env: Record<string, string | undefined>, key: string, fallback: number, min = 0): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${key} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function onOff(env: Record<string, string | undefined>, key: string, fallback: boolean): boolean {
  const raw = env[key]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1'].includes(raw)) return true;
  if (['off', 'false', '0'].includes(raw)) return false;
  throw new ConfigError(`${key} must be on or off, got "${env[key]}"`);
}

function atMost(value: number, key: string, max: number): number {
  if (value > max) throw new ConfigError(`${key} must be at most ${max}, got ${value}`);
  return value;
}

/** RATE_LIMIT=off or RATE_LIMIT_PER_SECOND=0 turns the limiter off. */
function rateLimit(env: Record<string, string | undefined>): RateLimitConfig | undefined {
  const enabled = onOff(env, 'RATE_LIMIT', true);
  const burst = integer(env, 'RATE_LIMIT_BURST', 100, 1);
  const perSecond = integer(env, 'RATE_LIMIT_PER_SECOND', 50, 0);
  const shared = onOff(env, 'RATE_LIMIT_SHARED', true);
  return enabled && perSecond > 0 ? { burst, perSecond, shared } : undefined;
}

/** `https://app.example.com, http://localhost:5173` -> origins exactly as browsers send them; `*` = any. */
export function corsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.includes('*')) {
    if (entries.length > 1) throw new ConfigError('CORS_ORIGINS: * (any origin) cannot be combined with other origins');
    return ['*'];
  }
  return entries.map((entry) => {
    let origin: string;
    try {
      origin = new URL(entry).origin;
    } catch {
      throw new ConfigError(`CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port])`);
    }
    if (origin === 'null' || origin !== entry.replace(/\/$/, '').toLowerCase())
      throw new ConfigError(`CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port], no path); did you mean "${origin}"?`);
    return origin;
  });
}

function httpLimits(env: Record<string, string | undefined>): HttpLimitsConfig {
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 60_000, 100);
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', Math.min(30_000, requestTimeoutMs), 100);
  if (headersTimeoutMs > requestTimeoutMs)
    throw new ConfigError(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must be at most REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  return {
    maxUrlBytes: integer(env, 'MAX_URL_BYTES', 8_192, 256),
    maxHeaderBytes: integer(env, 'MAX_HEADER_BYTES', 16_384, 1_024),
    maxJsonDepth: integer(env, 'MAX_JSON_DEPTH', 64, 1),
    headersTimeoutMs,
    requestTimeoutMs,
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
  };
}

/** SMTP_URL (smtp:// or smtps://, credentials in the URL); unset: the local outbox. */
export function emailConfig(env: Record<string, string | undefined>, database: DatabaseTarget, dataDir: string): EmailConfig {
  const poolSize = integer(env, 'SMTP_POOL_SIZE', 5, 1);
  const timeoutMs = integer(env, 'SMTP_TIMEOUT_MS', 30_000, 100);
  const raw = env.SMTP_URL;
  if (!raw) return database.kind === 'pglite-memory' ? { transport: 'memory' } : { transport: 'outbox', dir: path.join(dataDir, 'outbox') };
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  // The value may hold a password: the message names the scheme, never the value.
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(raw)?.[0];
    throw new ConfigError(
      `SMTP_URL must be smtp://[user:password@]host[:port] or smtps://... (${scheme && url ? `got the scheme "${scheme}"` : 'got something that is not such a URL'})`,
    );
  }
  return { transport: 'smtp', url: raw, poolSize, timeoutMs };
}

/** Connections per process: requests, the worker and Prisma share one pool. */
export const DEFAULT_POOL_SIZE = 10;

function postgresUrl(url: string, key: string): string {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError(`${key} must be a postgresql://... URL`);
  return url;
}

export function databaseTarget(url: string | undefined, dataDir: string): DatabaseTarget {
  if (!url) return { kind: 'pglite', dataDir };
  if (url === 'memory://') return { kind: 'pglite-memory' };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  throw new ConfigError('DATABASE_URL must be memory:// or postgresql://...; leave it unset for the embedded database');
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const database = databaseTarget(env.DATABASE_URL, dataDir);
  if (database.kind === 'postgres') {
    database.poolSize = integer(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1);
    database.preparedStatements = onOff(env, 'DATABASE_PREPARED_STATEMENTS', true);
    if (env.DATABASE_DIRECT_URL) database.directUrl = postgresUrl(env.DATABASE_DIRECT_URL, 'DATABASE_DIRECT_URL');
  } else if (env.DATABASE_DIRECT_URL) {
    throw new ConfigError('DATABASE_DIRECT_URL needs DATABASE_URL=postgresql://... (the embedded database has no pooler)');
  }
  return {
    port: integer(env, 'PORT', 3000),
    metrics: {
      onMainPort: onOff(env, 'METRICS', false),
      port: env.METRICS_PORT ? atMost(integer(env, 'METRICS_PORT', 0, 0), 'METRICS_PORT', 65_535) : undefined,
      host: env.METRICS_HOST || env.HOST || '0.0.0.0',
    },
    host: env.HOST || '0.0.0.0',
    database,
    bootstrapApiKey: env.CRM_BOOTSTRAP_API_KEY || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    // Below the usual grace periods (Kubernetes 30 s; compose.yaml sets 30 s), so the process
    // exits on its own, logging what it could not finish, before it is killed.
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 25_000, 100),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1),
    workspaceName: env.WORKSPACE_NAME || 'My workspace',
    apiKeyCacheMs: atMost(integer(env, 'API_KEY_CACHE_MS', MAX_API_KEY_CACHE_MS), 'API_KEY_CACHE_MS', MAX_API_KEY_CACHE_MS),
    metadataPollMs: integer(env, 'METADATA_POLL_MS', 500, 10),
    worker: {
      enabled: onOff(env, 'WORKER', true),
      pollMs: integer(env, 'WORKER_POLL_MS', 1_000, 10),
      leaseMs: integer(env, 'WORKER_LEASE_MS', 60_000, 1_000),
      concurrency: integer(env, 'WORKER_CONCURRENCY', 8, 1),
      batchMs: integer(env, 'WORKER_BATCH_MS', 20, 0),
    },
    webhooks: {
      allowPrivateTargets: onOff(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100),
      maxAttempts: integer(env, 'WEBHOOK_MAX_ATTEMPTS', 8, 1),
      retryBaseMs: integer(env, 'WEBHOOK_RETRY_BASE_MS', 60_000, 0),
      retentionDays: integer(env, 'WEBHOOK_DELIVERY_RETENTION_DAYS', 30, 0),
    },
    graphql: {
      maxDepth: integer(env, 'GRAPHQL_MAX_DEPTH', 10, 1),
      maxAliases: integer(env, 'GRAPHQL_MAX_ALIASES', 15, 0),
      maxDirectives: integer(env, 'GRAPHQL_MAX_DIRECTIVES', 50, 0),
      maxTokens: integer(env, 'GRAPHQL_MAX_TOKENS', 2_000, 1),
      maxDocumentBytes: integer(env, 'GRAPHQL_MAX_DOCUMENT_BYTES', 32 * 1024, 1),
      maxCost: integer(env, 'GRAPHQL_MAX_COST', 100_000, 1),
      introspection: onOff(env, 'GRAPHQL_INTROSPECTION', true),
      graphiql: onOff(env, 'GRAPHIQL', env.NODE_ENV !== 'production'),
    },
    rateLimit: rateLimit(env),
    http: httpLimits(env),
    email: emailConfig(env, database, dataDir),
    workflows: {
      emailFrom: emailAddress(env, 'WORKFLOW_EMAIL_FROM', 'Workspace CRM <workflows@localhost>'),
      httpTimeoutMs: integer(env, 'WORKFLOW_HTTP_TIMEOUT_MS', 10_000, 100),
      maxChainDepth: integer(env, 'WORKFLOW_MAX_CHAIN_DEPTH', 5, 1),
    },
    inbox: {
      secretKey: secretKey(env),
      secretKeyPrevious: previousSecretKeys(env),
      syncIntervalMs: integer(env, 'INBOX_SYNC_INTERVAL_MS', 60_000, 1_000),
      syncConcurrency: integer(env, 'INBOX_SYNC_CONCURRENCY', 2, 1),
      imapTimeoutMs: integer(env, 'INBOX_IMAP_TIMEOUT_MS', 30_000, 100),
    },
    sequences: {
      channelWebhookUrl: httpUrl(env, 'CHANNEL_WEBHOOK_URL'),
      stepConcurrency: atMost(integer(env, 'SEQUENCE_STEP_CONCURRENCY', 8, 1), 'SEQUENCE_STEP_CONCURRENCY', 64),
      stepConcurrencyWhileServing: atMost(integer(env, 'SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING', 2, 1), 'SEQUENCE_STEP_CONCURRENCY_WHILE_SERVING', 64),
    },
  };
}

/** An http(s) URL the outbound client can send to; unset or empty: undefined. */
function httpUrl(env: Record<string, string | undefined>, key: string): string | undefined {
  const raw = env[key]?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  // The value may hold a token: the messages never repeat it.
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw new ConfigError(`${key} must be an http:// or https:// URL with a host`);
  if (url.username || url.password) throw new ConfigError(`${key} must not contain a username or password (the outbound client refuses them)`);
  return raw;
}

/** CRM_SECRET_KEY: at least 32 characters (e.g. `openssl rand -base64 32`); a short key is refused, not weakened. */
function secretKey(env: Record<string, string | undefined>): string | undefined {
  const value = env.CRM_SECRET_KEY?.trim();
  if (!value) return undefined;
  if (value.length < 32) throw new ConfigError(`CRM_SECRET_KEY must be at least 32 characters (e.g. the output of \`openssl rand -base64 32\`), got ${value.length}`);
  return value;
}

/**
 * CRM_SECRET_KEY_PREVIOUS: keys CRM_SECRET_KEY replaced, comma-separated, each held to the same
 * rule (the message names the variable and the key's position, never the key). Only with
 * CRM_SECRET_KEY: new values are sealed under it.
 */
function previousSecretKeys(env: Record<string, string | undefined>): string[] {
  const keys = (env.CRM_SECRET_KEY_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (keys.length === 0) return [];
  if (!secretKey(env)) throw new ConfigError('CRM_SECRET_KEY_PREVIOUS is set but CRM_SECRET_KEY is not: the previous keys only open old values, and new ones are sealed under CRM_SECRET_KEY');
  keys.forEach((key, i) => {
    if (key.length < 32) {
      const which = keys.length > 1 ? ` (key ${i + 1} of ${keys.length}, comma-separated)` : '';
      throw new ConfigError(`CRM_SECRET_KEY_PREVIOUS${which} must be at least 32 characters, like CRM_SECRET_KEY, got ${key.length}`);
    }
  });
  return keys;
}

/** An address, or `Name <address>`: what a From header holds. */
function emailAddress(env: Record<string, string | undefined>, key: string, fallback: string): string {
  const value = env[key]?.trim() || fallback;
  const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(address)) throw new ConfigError(`${key} must be an email address or "Name <address>", got "${value}"`);
  return value;
}
