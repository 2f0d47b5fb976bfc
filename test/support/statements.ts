// The SQL statements the record layer's executor ran while some work ran: how tests check that
// an operation costs what DESIGN says (one statement per write, per nesting level, per group by).
import type { TestServer } from './server.ts';

/** The statements `app`'s executor ran while `work` ran, and what `work` returned. */
export async function statementsOf<T>(app: TestServer, work: () => Promise<T>): Promise<{ statements: string[]; result: T }> {
  const sql = app.server.database.sql;
  const statements: string[] = [];
  sql.onQuery = (statement) => statements.push(statement.text);
  try {
    return { statements, result: await work() };
  } finally {
    sql.onQuery = undefined;
  }
}
