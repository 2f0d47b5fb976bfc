import { describe, expect, it } from 'vitest';
import { createPgPool } from '../db/drivers/pg-driver.ts';
import { ConfigError, loadConfig } from './config.ts';

const POSTGRES = 'postgresql://crm@db:5432/crm';

describe('operations configuration', () => {
  it('DATABASE_POOL_SIZE: 10 connections per process unless set', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }).database).toEqual({ kind: 'postgres', url: POSTGRES, poolSize: 10, preparedStatements: true });
    expect(loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_SIZE: '' }).database).toMatchObject({ poolSize: 10 });
    expect(loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_SIZE: '1' }).database).toMatchObject({ poolSize: 1 });
    expect(loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_SIZE: '40' }).database).toMatchObject({ poolSize: 40 });
  });

  it.each(['0', '-2', '2.5', 'ten'])('DATABASE_POOL_SIZE=%s is refused at start with a message naming the variable', (value) => {
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_SIZE: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, DATABASE_POOL_SIZE: value })).toThrow(`DATABASE_POOL_SIZE must be an integer >= 1, got "${value}"`);
  });

  it('the embedded database has one in-process connection: DATABASE_POOL_SIZE does not apply to it', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '5' }).database).toEqual({ kind: 'pglite', dataDir: expect.any(String) });
  });

  it('behind PgBouncer: DATABASE_DIRECT_URL for what needs a session, DATABASE_PREPARED_STATEMENTS=off', () => {
    const pooled = 'postgresql://crm@pgbouncer:6432/crm';
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: POSTGRES, DATABASE_PREPARED_STATEMENTS: 'off' }).database).toEqual({
      kind: 'postgres',
      url: pooled,
      directUrl: POSTGRES,
      poolSize: 10,
      preparedStatements: false,
    });
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: '' }).database).not.toHaveProperty('directUrl');
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'pgbouncer:5432' })).toThrow(new ConfigError('DATABASE_DIRECT_URL must be a postgresql://... URL'));
    expect(() => loadConfig({ DATABASE_DIRECT_URL: POSTGRES })).toThrow(
      new ConfigError('DATABASE_DIRECT_URL needs DATABASE_URL=postgresql://... (the embedded database has no pooler)'),
    );
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_PREPARED_STATEMENTS: 'sometimes' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });

  it('the pool opens at most DATABASE_POOL_SIZE connections', async () => {
    const pool = createPgPool(POSTGRES, 3);
    expect(pool.options.max).toBe(3);
    await pool.end();
  });

  it('SHUTDOWN_TIMEOUT_MS: 25 s unless set (below the usual 30 s grace periods); an integer >= 100', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '' }).shutdownTimeoutMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '55000' }).shutdownTimeoutMs).toBe(55_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '50' })).toThrow(new ConfigError('SHUTDOWN_TIMEOUT_MS must be an integer >= 100, got "50"'));
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '30s' })).toThrow(new ConfigError('SHUTDOWN_TIMEOUT_MS must be an integer >= 100, got "30s"'));
  });
});
