// Data steps some migrations need and SQL cannot do, run by applyMigrations (migrate.ts) right
// after the migration of the same name, in the same transaction: a migration applied is its SQL
// and its step, or neither.
import { canonicalEmail } from '../lib/canonical-email.ts';
import type { MigrationSession } from './migration-session.ts';

export type MigrationDataStep = (session: MigrationSession) => Promise<void>;

/** Rows rewritten per UPDATE. */
const BATCH = 1_000;

/**
 * The punycode part of the canonical email rule (lib/canonical-email.ts), which the SQL of
 * 20261126230000_canonical_emails cannot do: every stored address still holding a non-ASCII
 * character (a multi-byte one: octet and character lengths differ) is rewritten by the rule
 * itself. Such rows are few; finding them reads each EMAILS table once.
 */
async function punycodeStoredEmails(session: MigrationSession): Promise<void> {
  const targets = await session.query<{ table_name: string; primary_column: string; additional_column: string }>('SELECT * FROM public.crm_email_columns()');
  for (const { table_name: table, primary_column: primary, additional_column: additional } of targets) {
    const q = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const rows = await session.query<{ id: string; primary: string | null; additional: unknown }>(
      `SELECT "id"::text AS "id", ${q(primary)} AS "primary", ${q(additional)} AS "additional" FROM ${q(table)}
        WHERE octet_length(${q(primary)}) <> char_length(${q(primary)}) OR octet_length(${q(additional)}::text) <> char_length(${q(additional)}::text)`,
    );
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const additionalOf = (value: unknown) => JSON.stringify(Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? canonicalEmail(v) : v)) : value);
      await session.query(
        `UPDATE ${q(table)} AS "t" SET ${q(primary)} = "u"."primary", ${q(additional)} = "u"."additional"::jsonb
           FROM unnest($1::uuid[], $2::text[], $3::text[]) AS "u"("id", "primary", "additional") WHERE "t"."id" = "u"."id"`,
        [batch.map((row) => row.id), batch.map((row) => (row.primary === null ? null : canonicalEmail(row.primary))), batch.map((row) => additionalOf(row.additional))],
      );
    }
  }
}

/** By migration name. */
export const MIGRATION_DATA_STEPS: Record<string, MigrationDataStep> = {
  '20261126230000_canonical_emails': punycodeStoredEmails,
};
