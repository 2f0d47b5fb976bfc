import { Database } from '/work/main/src/db/database.ts';
let t = Date.now();
const db = await Database.open({ kind: 'pglite-memory' });
console.log('open', Date.now() - t); t = Date.now();
await db.migrate();
console.log('migrate', Date.now() - t); t = Date.now();
await db.prisma.workspace.findFirst();
console.log('q', Date.now() - t); t = Date.now();
await db.close();
