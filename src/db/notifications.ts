// LISTEN for a channel's notifications (PostgreSQL NOTIFY), so a statement committed by any
// process can wake the job workers of every other process at once instead of at their next
// poll. On PostgreSQL a dedicated connection listens and reconnects after a second when it is
// lost (the workers' polling covers the gap); the embedded database is one process, where
// PGlite delivers its own notifications.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Unlisten = () => Promise<void>;

const RECONNECT_MS = 1_000;

/** Called with each notification's payload. */
export type OnNotify = (payload: string) => void;

export async function listenPostgres(url: string, channel: string, onNotify: OnNotify): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(lost), RECONNECT_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export async function listenPglite(pglite: PGlite, channel: string, onNotify: OnNotify): Promise<Unlisten> {
  const unlisten = await pglite.listen(channel, (payload) => onNotify(payload));
  return () => unlisten();
}
