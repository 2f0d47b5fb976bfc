// API keys: random 256-bit secrets, shown once, stored as SHA-256 digests. A key identifies the
// workspace and carries a role (records/actor.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { notFound, validationFailed } from '../errors/app-error.ts';
import { clock } from '../lib/clock.ts';
import { storedTextProblem } from '../lib/stored-text.ts';
import { isUuid, notAUuid } from '../lib/uuid.ts';
import { ROLES, type Actor, type Role } from '../records/actor.ts';
import { ApiKeyCache, type KeyLookup } from './api-key-cache.ts';

export interface ApiKeyView {
  id: string;
  name: string;
  role: Role;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface NewApiKey {
  name: string;
  role: Role;
  expiresAt?: string | null;
}

type ApiKeyRow = Awaited<ReturnType<PrismaClient['apiKey']['findFirstOrThrow']>>;

const SECRET_PREFIX = 'crm_';
/** lastUsedAt is a hint, not an audit log: write it at most once a minute per key. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const generateSecret = () => SECRET_PREFIX + randomBytes(32).toString('base64url');

function view(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export interface ApiKeyChange {
  name?: string;
  expiresAt?: string | null;
  role?: unknown;
}

function expiryProblem(expiresAt: string | null | undefined): string | undefined {
  if (expiresAt == null) return undefined;
  const instant = Date.parse(expiresAt);
  if (Number.isNaN(instant)) return 'expiresAt: must be an ISO 8601 date-time';
  if (instant <= clock.now()) return 'expiresAt: must be in the future (a key that has already expired is of no use)';
  return undefined;
}

/** A key's name is stored as written: 1 to 100 characters, not blank, storable text. */
function nameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100) return 'name: must be 1 to 100 characters, not all blank';
  const text = storedTextProblem(name);
  return text ? `name: ${text}` : undefined;
}

export function checkNewApiKey(input: NewApiKey): string[] {
  const problems: string[] = [];
  const name = nameProblem(input.name);
  if (name) problems.push(name);
  if (!ROLES.includes(input.role)) problems.push(`role: must be one of ${ROLES.join(', ')}`);
  const expiry = expiryProblem(input.expiresAt);
  if (expiry) problems.push(expiry);
  return problems;
}

/** The advisory lock key of the first start's admin key (db/bootstrap.ts holds 727002). */
const INITIAL_KEY_LOCK = 727003;

/** How long a process may answer for a key from memory: revocation takes effect within this. */
export const DEFAULT_KEY_CACHE_MS = 1_000;

export class ApiKeyService {
  private readonly cache: ApiKeyCache;

  constructor(
    private readonly prisma: PrismaClient,
    cacheMs = DEFAULT_KEY_CACHE_MS,
  ) {
    this.cache = new ApiKeyCache(cacheMs, (secretHash) => this.lookup(secretHash));
  }

  async create(input: NewApiKey): Promise<ApiKeyView & { secret: string }> {
    const problems = checkNewApiKey(input);
    if (problems.length) throw validationFailed(...problems);
    const secret = generateSecret();
    const row = await this.prisma.apiKey.create({
      data: {
        name: input.name,
        role: input.role,
        secretHash: hashSecret(secret),
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      },
    });
    return { ...view(row), secret };
  }

  async list(): Promise<ApiKeyView[]> {
    const rows = await this.prisma.apiKey.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map(view);
  }

  private async row(id: string): Promise<ApiKeyRow> {
    if (!isUuid(id)) throw validationFailed(`id: ${notAUuid(id)}`);
    const existing = await this.prisma.apiKey.findUnique({ where: { id: id.toLowerCase() } });
    if (!existing) throw notFound(`no API key with id ${id}`);
    return existing;
  }

  async get(id: string): Promise<ApiKeyView> {
    return view(await this.row(id));
  }

  /** Renames a key or changes its expiry; this process forgets it at once, the others within their cache time. */
  async update(id: string, change: ApiKeyChange): Promise<ApiKeyView> {
    const existing = await this.row(id);
    const problems: string[] = [];
    if (change.role !== undefined && change.role !== existing.role)
      problems.push('role: cannot change; create a new key with the other role (and revoke this one)');
    const name = change.name === undefined ? undefined : nameProblem(change.name);
    if (name) problems.push(name);
    const expiry = expiryProblem(change.expiresAt);
    if (expiry) problems.push(expiry);
    if (problems.length) throw validationFailed(...problems);
    this.cache.forgetKey(existing.id);
    const data: { name?: string; expiresAt?: Date | null } = {};
    if (change.name !== undefined) data.name = change.name;
    if (change.expiresAt !== undefined) data.expiresAt = change.expiresAt === null ? null : new Date(change.expiresAt);
    return view(await this.prisma.apiKey.update({ where: { id: existing.id }, data }));
  }

  async revoke(id: string): Promise<ApiKeyView> {
    const existing = await this.row(id);
    this.cache.forgetKey(existing.id);
    if (existing.revokedAt) return view(existing);
    return view(await this.prisma.apiKey.update({ where: { id: existing.id }, data: { revokedAt: new Date(clock.now()) } }));
  }

  /** The actor for a presented secret, or undefined when it is unknown, revoked or expired. */
  authenticate(secret: string): Promise<Actor | undefined> {
    return this.cache.actorFor(hashSecret(secret));
  }

  /** The database's answer for a secret (the cache asks at most once per second and key). */
  private async lookup(secretHash: string): Promise<KeyLookup | undefined> {
    const row = await this.prisma.apiKey.findUnique({ where: { secretHash } });
    const now = clock.now();
    if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now)) return undefined;
    // lastUsedAt is refreshed here, on a cache miss: never a write per request.
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await this.prisma.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
    }
    return { actor: { kind: 'apiKey', id: row.id, role: row.role as Role, name: row.name, source: 'API' }, expiresAt: row.expiresAt?.getTime() ?? null };
  }

  /**
   * The first start's admin key: created, and its secret answered, only when the workspace has no
   * key at all. Processes starting together on one empty database (compose.yaml's API services)
   * create one key between them: the check and the insert run under one advisory lock.
   */
  async createInitialKey(): Promise<string | undefined> {
    const secret = generateSecret();
    const created = await this.prisma.$transaction(async (tx) => {
      await tx.$queryRawUnsafe(`SELECT pg_advisory_xact_lock(${INITIAL_KEY_LOCK})::text AS locked`);
      if ((await tx.apiKey.count()) > 0) return false;
      await tx.apiKey.create({ data: { name: 'initial-admin', role: 'admin', secretHash: hashSecret(secret) } });
      return true;
    });
    return created ? secret : undefined;
  }

  /**
   * CRM_BOOTSTRAP_API_KEY: make sure an active admin key with exactly this secret exists. The
   * variable is an explicit instruction, so a key revoked earlier is made active again.
   */
  async ensureBootstrapKey(secret: string, attempt = 1): Promise<{ id: string; created: boolean }> {
    const secretHash = hashSecret(secret);
    const existing = await this.prisma.apiKey.findUnique({ where: { secretHash } });
    if (existing) {
      this.cache.forgetKey(existing.id);
      await this.prisma.apiKey.update({
        where: { id: existing.id },
        data: { role: 'admin', revokedAt: null, expiresAt: null },
      });
      return { id: existing.id, created: false };
    }
    try {
      const row = await this.prisma.apiKey.create({ data: { name: 'bootstrap', role: 'admin', secretHash } });
      return { id: row.id, created: true };
    } catch (error) {
      // Processes starting together on an empty database: another one created it in between.
      if (attempt === 1 && (error as { code?: string }).code === 'P2002') return this.ensureBootstrapKey(secret, 2);
      throw error;
    }
  }
}
