import { PGlite } from '@electric-sql/pglite';
let t = Date.now();
const p = new PGlite();
await p.waitReady;
console.log('ready', Date.now() - t); t = Date.now();
const p2 = new PGlite();
await p2.waitReady;
console.log('ready2', Date.now() - t);
