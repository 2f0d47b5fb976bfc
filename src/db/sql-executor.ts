// The record layer's only door to SQL: parameterised statements through Prisma's raw API, so
// they share the client's connection pool and transactions. Every statement passes through
// here, which is also where tests count queries (see `onQuery`).
import type { PrismaClient } from '../../generated/prisma/client.ts';

export interface SqlStatement {
  text: string;
  values: unknown[];
}

type RawRunner = Pick<PrismaClient, '$queryRawUnsafe' | '$executeRawUnsafe'>;

export type Row = Record<string, unknown>;

export class SqlExecutor {
  /** Test hook: called with every statement before it runs. */
  onQuery?: (statement: SqlStatement) => void;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly runner: RawRunner = prisma,
    private readonly inTransaction = false,
  ) {}

  async query<T extends Row = Row>(statement: SqlStatement): Promise<T[]> {
    this.onQuery?.(statement);
    return this.runner.$queryRawUnsafe<T[]>(statement.text, ...statement.values);
  }

  async execute(statement: SqlStatement): Promise<number> {
    this.onQuery?.(statement);
    return this.runner.$executeRawUnsafe(statement.text, ...statement.values);
  }

  /** Runs `work` in one transaction; statements inside go through the transaction client. */
  /** Runs `work` in one transaction (joining the current one when already inside). */
  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this);
    return this.prisma.$transaction(
      async (client) => {
        const tx = new SqlExecutor(this.prisma, client, true);
        tx.onQuery = this.onQuery;
        return work(tx);
      },
      // PGlite serialises everything on one connection, so waits can be longer than Prisma's
      // 2 s / 5 s defaults under load without anything being wrong.
      { maxWait: 30_000, timeout: 60_000 },
    );
  }
}
