// Where the memory of one server process goes (issue 26): starts the compiled service
// (`node <build>/src/main.js`, NODE_ENV=production) as a child process on an empty workspace of
// its own, the way bench/scenarios/metadata.ts part b does (/readyz, a few requests, a full
// garbage collection through the child's inspector, lowest of 3 readings), and prints a
// breakdown of its resident memory:
//
//   - VmRSS / VmHWM / RssAnon / RssFile from /proc/<pid>/status
//   - /proc/<pid>/smaps grouped: the node binary and other files, WebAssembly memories (their
//     multi-GiB guard reservations), JIT code, [heap] (brk malloc), the other anonymous memory
//   - process.memoryUsage(), V8's heap spaces and code statistics (through the inspector)
//   - every WebAssembly.Memory in the process and its buffer size (Runtime.queryObjects)
//   - with --snapshot: a heap snapshot summarised by constructor (self size) and by what
//     retains most (dominator tree)
//   - with --modules: the modules loaded at start, by package (ESM through a resolve hook, CommonJS
//     from Module._cache), with their source size on disk
//
//   npx tsx scripts/measure-memory.ts [--db pglite|postgres|both] [--build | --entry <main.js>]
//       [--prod-flags] [--node-option <flag>]... [--env NAME=value]... [--restart]
//       [--snapshot] [--modules] [--smaps] [--no-requests] [--no-inspect]
//
//   --db          pglite (default): a temp DATA_DIR; postgres: a new database on DATABASE_URL's
//                 server if DATABASE_URL is set, else on a throwaway PostgreSQL
//                 (scripts/postgres-test-server.ts); both: one after the other
//   --build       compile first (tsc -p tsconfig.build.json into .tmp/, removed at exit); default:
//                 dist/src/main.js (`npm run build`)
//   --prod-flags  the node flags of package.json's start:prod (default: none, like the bench)
//   --node-option a node flag for the child (repeatable), e.g. --node-option=--max-semi-space-size=2
//   --env         an extra environment variable for the child (repeatable), e.g. --env GRAPHIQL=on
//   --restart     measure a second start on the same workspace (the first one made it)
//   --smaps       also list the largest single mappings
//   --no-requests read after /readyz only
//   --no-inspect  no inspector in the child: no forced GC, only /proc (what a process holds
//                 between collections)
//
// Node flags go on the child's command line (NODE_OPTIONS refuses V8's). The readings vary from
// run to run by up to ~40 MiB, nearly all of it in malloc's thread arenas (how much of V8's
// background compile memory glibc keeps): compare several runs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDatabase, startTestPostgres, type TestPostgres } from './postgres-test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MiB = 1024 * 1024;
const mib = (bytes: number | undefined, digits = 1) => (bytes === undefined || Number.isNaN(bytes) ? '-' : (bytes / MiB).toFixed(digits));

const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    build: { type: 'boolean', default: false },
    entry: { type: 'string' },
    snapshot: { type: 'boolean', default: false },
    modules: { type: 'boolean', default: false },
    'node-option': { type: 'string', multiple: true, default: [] },
    env: { type: 'string', multiple: true, default: [] },
    'no-requests': { type: 'boolean', default: false },
    smaps: { type: 'boolean', default: false },
    restart: { type: 'boolean', default: false },
    'no-inspect': { type: 'boolean', default: false },
    'prod-flags': { type: 'boolean', default: false },
  },
});

// ------------------------------------------------------------------------------------------
// The child's inspector: a full GC, expressions, queryObjects, heap snapshots.

type Socket = { once(event: string, f: (x: unknown) => void): void; on(event: string, f: (x: unknown) => void): void; send(text: string): void; close(): void };

class Inspector {
  private next = 1;
  private readonly pending = new Map<number, { resolve: (x: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<string, (params: unknown) => void>();
  private constructor(private readonly socket: Socket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; method?: string; params?: unknown; result?: unknown; error?: { message: string } };
      if (message.id === undefined) {
        if (message.method) this.listeners.get(message.method)?.(message.params);
        return;
      }
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
  }

  static async connect(output: string): Promise<Inspector> {
    const url = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
    if (!url) throw new Error('the child printed no inspector address');
    // `ws` (a devDependency): Node 20 has no WebSocket client.
    const moduleName = 'ws';
    const { WebSocket } = (await import(moduleName)) as { WebSocket: new (url: string, options?: object) => Socket };
    const socket = new WebSocket(url, { maxPayload: 2 ** 31 });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Inspector(socket);
  }

  call<T = unknown>(method: string, params: object = {}): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (x: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  on(method: string, listener: (params: unknown) => void): void {
    this.listeners.set(method, listener);
  }

  async evaluate<T>(expression: string): Promise<T> {
    const reply = await this.call<{ result: { value?: T }; exceptionDetails?: { text: string; exception?: { description?: string } } }>('Runtime.evaluate', {
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (reply.exceptionDetails) throw new Error(`${expression}: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`);
    return reply.result.value as T;
  }

  /** `f` applied to every live object whose prototype is `prototypeExpression` (an array of them as `this`). */
  async overObjects<T>(prototypeExpression: string, f: string): Promise<T> {
    const proto = await this.call<{ result: { objectId: string } }>('Runtime.evaluate', { expression: prototypeExpression });
    const found = await this.call<{ objects: { objectId: string } }>('Runtime.queryObjects', { prototypeObjectId: proto.result.objectId });
    const reply = await this.call<{ result: { value: T } }>('Runtime.callFunctionOn', { objectId: found.objects.objectId, functionDeclaration: f, returnByValue: true });
    return reply.result.value;
  }

  async collectGarbage(): Promise<void> {
    await this.call('HeapProfiler.collectGarbage');
  }

  async heapSnapshot(): Promise<string> {
    const chunks: string[] = [];
    this.on('HeapProfiler.addHeapSnapshotChunk', (params) => chunks.push((params as { chunk: string }).chunk));
    await this.call('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
    return chunks.join('');
  }

  close(): void {
    this.socket.close();
  }
}

// ------------------------------------------------------------------------------------------
// /proc

interface Status {
  rss: number;
  peak: number;
  anon: number;
  file: number;
  shmem: number;
}

function procStatus(pid: number): Status {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM'), anon: kb('RssAnon'), file: kb('RssFile'), shmem: kb('RssShmem') };
}

interface Mapping {
  start: bigint;
  size: number;
  perms: string;
  path: string;
  rss: number;
  anonymous: number;
}

function smaps(pid: number): Mapping[] {
  const mappings: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const start = BigInt(`0x${head[1]}`);
      current = { start, size: Number(BigInt(`0x${head[2]}`) - start), perms: head[3], path: head[4], rss: 0, anonymous: 0 };
      mappings.push(current);
      continue;
    }
    const field = /^(\w+):\s+(\d+) kB/.exec(line);
    if (field && current) {
      if (field[1] === 'Rss') current.rss = Number(field[2]) * 1024;
      if (field[1] === 'Anonymous') current.anonymous = Number(field[2]) * 1024;
    }
  }
  return mappings;
}

/**
 * Groups the mappings. V8 reserves 8 GiB + guards of address space for each WebAssembly memory
 * (bounds checks by guard pages) so a mapping of >= 4 GiB is one; its resident part is the
 * memory's touched pages. Executable anonymous mappings are JIT code (JavaScript and WebAssembly).
 */
function groupMappings(mappings: Mapping[]): Array<{ group: string; rss: number; count: number; size: number }> {
  const groups = new Map<string, { rss: number; count: number; size: number }>();
  const add = (group: string, m: Mapping) => {
    const g = groups.get(group) ?? { rss: 0, count: 0, size: 0 };
    g.rss += m.rss;
    g.count++;
    g.size += m.size;
    groups.set(group, g);
  };
  // A WebAssembly memory's reservation: V8 maps the whole range PROT_NONE and opens its first
  // pages (the memory's current size) read-write: a rw-p mapping followed by a ---p one, together
  // >= 4 GiB (malloc's thread arenas look alike, but 64 MiB).
  const wasm = new Set<Mapping>();
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i];
    if (m.path || m.perms !== '---p') continue;
    const before = mappings[i - 1];
    const joined = before && !before.path && before.perms === 'rw-p' && before.start + BigInt(before.size) === m.start;
    if (m.size + (joined ? before.size : 0) < 4 * 1024 * MiB) continue;
    wasm.add(m);
    if (joined) wasm.add(before);
  }
  for (const m of mappings) {
    if (wasm.has(m)) add('anonymous: WebAssembly memories (>= 4 GiB reservations)', m);
    else if (m.path === '[heap]') add('[heap] (brk: malloc)', m);
    else if (m.path.startsWith('[')) add(m.path, m);
    else if (m.path === process.execPath || m.path.endsWith('/node')) add(`file: node binary (${m.perms.includes('x') ? 'code' : 'data'})`, m);
    else if (m.path) add(`file: ${m.path.includes('/node_modules/') ? m.path.slice(m.path.lastIndexOf('/node_modules/') + 14) : path.basename(m.path)}`, m);
    else if (m.perms.includes('x')) add('anonymous: executable (JIT code: JavaScript, WebAssembly)', m);
    else if (m.size <= 64 * MiB && m.start % BigInt(64 * MiB) === 0n && m.start >= 0x7f0000000000n) add('anonymous: malloc thread arenas (64 MiB aligned heaps)', m);
    else add('anonymous: other (V8 heap, mmap-ed malloc blocks, ArrayBuffer stores)', m);
  }
  return [...groups].map(([group, g]) => ({ group, ...g })).sort((a, b) => b.rss - a.rss);
}

function printGroups(mappings: Mapping[]): void {
  console.log('\n/proc/<pid>/smaps by group (Rss MiB, mappings, virtual MiB):');
  let total = 0;
  for (const g of groupMappings(mappings)) {
    total += g.rss;
    if (g.rss >= 0.2 * MiB) console.log(`  ${mib(g.rss).padStart(7)}  ${String(g.count).padStart(5)}  ${mib(g.size, 0).padStart(8)}  ${g.group}`);
  }
  console.log(`  ${mib(total).padStart(7)}  in all`);
}

// ------------------------------------------------------------------------------------------
// Heap snapshot summary

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] }; node_count: number };
  nodes: number[];
  edges: number[];
  strings: string[];
}

function summariseSnapshot(text: string): void {
  const s = JSON.parse(text) as Snapshot;
  const nf = s.snapshot.meta.node_fields;
  const ef = s.snapshot.meta.edge_fields;
  const N = nf.length;
  const E = ef.length;
  const [T, NAME, SIZE, EC] = ['type', 'name', 'self_size', 'edge_count'].map((f) => nf.indexOf(f));
  const [ET, ENAME, ETO] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f));
  const nodeTypes = s.snapshot.meta.node_types[0];
  const edgeTypes = s.snapshot.meta.edge_types[0];
  const count = s.nodes.length / N;
  const label = (i: number) => {
    const type = nodeTypes[s.nodes[i * N + T]];
    const name = s.strings[s.nodes[i * N + NAME]];
    if (type === 'object' || type === 'native' || type === 'closure') return `${type === 'object' ? '' : `(${type}) `}${name.slice(0, 80)}`;
    if (type === 'code') return `(code) ${name.startsWith('system /') ? name : 'compiled code'}`;
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string') return `(${type}) ${JSON.stringify(name.slice(0, 50))}`;
    return `(${type})`;
  };
  let total = 0;
  const byLabel = new Map<string, { size: number; count: number }>();
  for (let i = 0; i < count; i++) {
    const size = s.nodes[i * N + SIZE];
    total += size;
    const type = nodeTypes[s.nodes[i * N + T]];
    const key = type.endsWith('string') ? `(${type})` : label(i);
    const e = byLabel.get(key) ?? { size: 0, count: 0 };
    e.size += size;
    e.count++;
    byLabel.set(key, e);
  }
  console.log(`\nHeap snapshot: ${count} nodes, ${mib(total)} MiB self size in all. Largest by constructor (self size):`);
  for (const [key, e] of [...byLabel].sort((a, b) => b[1].size - a[1].size).slice(0, 30)) console.log(`  ${mib(e.size).padStart(7)} MiB  ${String(e.count).padStart(8)}  ${key}`);

  // Dominator tree (Cooper, Harvey, Kennedy: iterative, over a reverse postorder) for retained sizes.
  const firstEdge = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) firstEdge[i + 1] = firstEdge[i] + s.nodes[i * N + EC] * E;
  const weak = edgeTypes.indexOf('weak');
  const shortcut = edgeTypes.indexOf('shortcut');
  const order = new Int32Array(count).fill(-1); // postorder number
  const byOrder = new Int32Array(count);
  let n = 0;
  {
    const stack: number[] = [0];
    const edgeAt = new Int32Array(count);
    const seen = new Uint8Array(count);
    seen[0] = 1;
    for (let i = 0; i < count; i++) edgeAt[i] = firstEdge[i];
    while (stack.length) {
      const v = stack[stack.length - 1];
      if (edgeAt[v] < firstEdge[v + 1]) {
        const e = edgeAt[v];
        edgeAt[v] += E;
        const type = s.edges[e + ET];
        if (type === weak || type === shortcut) continue;
        const to = s.edges[e + ETO] / N;
        if (!seen[to]) {
          seen[to] = 1;
          stack.push(to);
        }
      } else {
        stack.pop();
        order[v] = n;
        byOrder[n++] = v;
      }
    }
  }
  // Predecessors (reachable ones, strong edges).
  const predCount = new Int32Array(count + 1);
  for (let v = 0; v < count; v++) {
    if (order[v] < 0) continue;
    for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += E) {
      const type = s.edges[e + ET];
      if (type === weak || type === shortcut) continue;
      predCount[s.edges[e + ETO] / N + 1]++;
    }
  }
  for (let i = 0; i < count; i++) predCount[i + 1] += predCount[i];
  const preds = new Int32Array(predCount[count]);
  const fill = predCount.slice(0, count);
  for (let v = 0; v < count; v++) {
    if (order[v] < 0) continue;
    for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += E) {
      const type = s.edges[e + ET];
      if (type === weak || type === shortcut) continue;
      preds[fill[s.edges[e + ETO] / N]++] = v;
    }
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (order[a] < order[b]) a = idom[a];
      while (order[b] < order[a]) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = n - 2; k >= 0; k--) {
      const v = byOrder[k];
      let d = -1;
      for (let p = predCount[v]; p < predCount[v + 1]; p++) {
        const u = preds[p];
        if (idom[u] < 0) continue;
        d = d < 0 ? u : intersect(u, d);
      }
      if (d >= 0 && idom[v] !== d) {
        idom[v] = d;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(count);
  for (let k = 0; k < n; k++) {
    const v = byOrder[k];
    retained[v] += s.nodes[v * N + SIZE];
    if (v !== 0) retained[idom[v]] += retained[v];
  }
  // A shortest retainer path from the root (breadth first over strong edges), for the listing.
  const parentEdge = new Int32Array(count).fill(-1);
  const parentNode = new Int32Array(count).fill(-1);
  {
    const queue = new Int32Array(count);
    let head = 0;
    let tail = 0;
    queue[tail++] = 0;
    parentNode[0] = 0;
    while (head < tail) {
      const v = queue[head++];
      for (let e = firstEdge[v]; e < firstEdge[v + 1]; e += E) {
        const type = s.edges[e + ET];
        if (type === weak || type === shortcut) continue;
        const to = s.edges[e + ETO] / N;
        if (parentNode[to] >= 0) continue;
        parentNode[to] = v;
        parentEdge[to] = e;
        queue[tail++] = to;
      }
    }
  }
  const retainers = (v: number) => {
    const parts: string[] = [];
    for (let u = v, depth = 0; u > 0 && parentNode[u] > 0 && depth < 8; u = parentNode[u], depth++) {
      const e = parentEdge[u];
      const type = edgeTypes[s.edges[e + ET]];
      const name = s.edges[e + ENAME];
      const edge = type === 'element' || type === 'hidden' ? `[${name}]` : String(s.strings[name]).slice(0, 40);
      parts.unshift(`${label(parentNode[u]).slice(0, 40)}.${edge}`);
    }
    return parts.join(' > ');
  };
  const candidates: number[] = [];
  for (let v = 1; v < count; v++) if (order[v] >= 0 && retained[v] >= 512 * 1024) candidates.push(v);
  candidates.sort((a, b) => retained[b] - retained[a]);
  // The objects that retain most (synthetic roots left out), each with a path that holds it;
  // one indented under another is part of it.
  console.log('\nLargest retained sizes (dominator tree; an entry indented under another is part of it):');
  const shown = new Set<number>();
  let lines = 0;
  for (const v of candidates) {
    if (lines >= 40) break;
    if (nodeTypes[s.nodes[v * N + T]] === 'synthetic') continue;
    let depth = 0;
    for (let u = idom[v]; u !== 0; u = idom[u]) depth += shown.has(u) ? 1 : 0;
    shown.add(v);
    lines++;
    console.log(`  ${'  '.repeat(Math.min(depth, 6))}${mib(retained[v]).padStart(7)} MiB  ${label(v)}  <- ${retainers(v)}`);
  }
}

// ------------------------------------------------------------------------------------------
// The service

/** A resolve hook that writes every module URL the child loads to a file (--modules). */
function moduleHook(listFile: string): string {
  const dir = path.join(ROOT, '.tmp');
  mkdirSync(dir, { recursive: true });
  const hooks = path.join(dir, `measure-memory-hooks-${process.pid}.mjs`);
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';\n` +
      `export async function resolve(specifier, context, next) {\n` +
      `  const result = await next(specifier, context);\n` +
      `  appendFileSync(${JSON.stringify(listFile)}, result.url + '\\n');\n` +
      `  return result;\n}\n`,
  );
  const register = path.join(dir, `measure-memory-register-${process.pid}.mjs`);
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(`file://${hooks}`)});\n`);
  process.once('exit', () => {
    rmSync(hooks, { force: true });
    rmSync(register, { force: true });
  });
  return register;
}

function printModules(urls: string[], cjs: string[]): void {
  const files = new Set<string>();
  for (const url of urls) if (url.startsWith('file://')) files.add(decodeURIComponent(url.slice(7)));
  for (const file of cjs) files.add(file);
  const byPackage = new Map<string, { files: number; bytes: number }>();
  for (const file of files) {
    const at = file.lastIndexOf('/node_modules/');
    let name: string;
    if (at >= 0) {
      const rest = file.slice(at + 14).split('/');
      name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    } else name = path.relative(ROOT, file).split('/').slice(0, 2).join('/');
    const e = byPackage.get(name) ?? { files: 0, bytes: 0 };
    e.files++;
    try {
      e.bytes += statSync(file).size;
    } catch {
      // gone
    }
    byPackage.set(name, e);
  }
  const sorted = [...byPackage].sort((a, b) => b[1].bytes - a[1].bytes);
  console.log(`\nModules loaded: ${files.size} files (${urls.length ? 'ESM resolve hook + ' : ''}CommonJS cache), ${mib(sorted.reduce((t, [, e]) => t + e.bytes, 0))} MiB of source. By package (source size on disk):`);
  for (const [name, e] of sorted.slice(0, 40)) console.log(`  ${(e.bytes / 1024).toFixed(0).padStart(7)} KiB  ${String(e.files).padStart(4)} files  ${name}`);
}

interface Child {
  url: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The service as a child process: `node <nodeArgs> <entry>` with PORT=0, HOST=127.0.0.1,
 * LOG_LEVEL=warn, RATE_LIMIT=off and `env` (undefined removes a variable). Node flags go on its
 * command line, not in NODE_OPTIONS, which refuses V8's flags. (test/support/child-server.ts
 * starts it the same way, without flags.)
 */
async function startChild(env: Record<string, string | undefined>, entry: string, nodeArgs: string[]): Promise<Child> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT: 'off' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child = spawn(process.execPath, [...nodeArgs, entry], { cwd: ROOT, env: childEnv });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.on('error', (error) => (output += `\n[spawn error] ${error.message}\n`));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the service exited early (code ${child.exitCode}, signal ${child.signalCode}):\n${output}`);
    const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (url) return { url, pid: child.pid!, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the service did not start in time:\n${output}`);
    }
    await pause(100);
  }
}

async function call(baseUrl: string, apiKey: string, method: string, url: string, body?: unknown): Promise<void> {
  const reply = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  await reply.arrayBuffer();
  if (reply.status !== 200) throw new Error(`${method} ${url} -> ${reply.status}`);
}

/** The requests of bench/scenarios/metadata.ts fewRequests. */
async function fewRequests(baseUrl: string, apiKey: string): Promise<void> {
  await call(baseUrl, apiKey, 'GET', '/rest/people?limit=60');
  await call(baseUrl, apiKey, 'GET', '/rest/companies?limit=60');
  await call(baseUrl, apiKey, 'GET', '/rest/metadata/objects');
  await call(baseUrl, apiKey, 'GET', '/openapi.json');
  await call(baseUrl, apiKey, 'POST', '/graphql', { query: '{ currentWorkspace { id displayName } workspaceMembers(first: 5) { edges { node { id } } } }' });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process's status after `settleMs`, the lowest RSS of 3 readings half a second apart. */
async function settledStatus(pid: number, settleMs: number): Promise<Status> {
  await pause(settleMs);
  let status = procStatus(pid);
  for (let i = 0; i < 2; i++) {
    await pause(500);
    const again = procStatus(pid);
    if (again.rss < status.rss) status = again;
  }
  return status;
}

/** The node flags of package.json's start:prod (between `node` and the entry). */
function prodFlags(): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = scripts['start:prod'].split(/\s+/);
  return words.slice(words.indexOf('node') + 1, -1).filter((word) => word.startsWith('-'));
}

async function measure(db: 'pglite' | 'postgres', entry: string, postgres: () => Promise<string>): Promise<void> {
  const cleanups: Array<() => unknown> = [];
  try {
    let workspace: Record<string, string | undefined>;
    if (db === 'pglite') {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-measure-memory-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      workspace = { DATA_DIR: dir, DATABASE_URL: undefined };
    } else {
      const admin = new URL(await postgres());
      admin.pathname = '/postgres';
      workspace = { DATABASE_URL: await createDatabase(admin.toString(), `crm_measure_memory_${process.pid}_${randomBytes(3).toString('hex')}`), DATA_DIR: undefined };
    }
    const apiKey = `measure_${randomBytes(16).toString('hex')}`;
    const listFile = path.join(os.tmpdir(), `crm-measure-memory-modules-${process.pid}-${db}.txt`);
    cleanups.push(() => rmSync(listFile, { force: true }));
    const flags = [...(options['prod-flags'] ? prodFlags() : []), ...options['node-option']!];
    const nodeArgs = [...(options['no-inspect'] ? [] : ['--inspect=127.0.0.1:0']), ...(options.modules ? [`--import=${moduleHook(listFile)}`] : []), ...flags];
    const extra = Object.fromEntries(options.env!.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
    const env = { ...workspace, NODE_ENV: 'production', CRM_BOOTSTRAP_API_KEY: apiKey, METRICS: 'on', METRICS_PORT: undefined, NODE_OPTIONS: undefined, ...extra };
    if (options.restart) {
      // The first start makes the workspace (on PGlite: initdb in the data directory); measured is the second.
      const first = await startChild(env, entry, flags);
      await first.stop();
    }
    const t0 = performance.now();
    const server = await startChild(env, entry, nodeArgs);
    cleanups.push(() => server.stop());
    for (;;) {
      const reply = await fetch(`${server.url}/readyz`).catch(() => undefined);
      await reply?.arrayBuffer();
      if (reply?.status === 200) break;
      if (performance.now() - t0 > 180_000) throw new Error(`not ready within 180 s: ${server.output().slice(-1000)}`);
      await pause(50);
    }
    const readySeconds = (performance.now() - t0) / 1000;
    const atReady = procStatus(server.pid);
    const t1 = performance.now();
    if (!options['no-requests']) await fewRequests(server.url, apiKey);
    const requestsMs = performance.now() - t1;
    if (options['no-inspect']) {
      const status = await settledStatus(server.pid, 2_000);
      console.log(`\n=== ${db}, no inspector (no forced GC): ${[...flags, ...Object.keys(extra).map((k) => `${k}=${extra[k]}`)].join(' ')}`);
      console.log(`ready in ${readySeconds.toFixed(1)} s, the few requests took ${requestsMs.toFixed(0)} ms`);
      console.log(`VmRSS at /readyz ${mib(atReady.rss)} MiB; after the requests: VmRSS ${mib(status.rss)} MiB (anon ${mib(status.anon)}, file ${mib(status.file)}), VmHWM ${mib(status.peak)} MiB`);
      printGroups(smaps(server.pid));
      return;
    }
    const inspector = await Inspector.connect(server.output());
    try {
      await inspector.collectGarbage();
      const status = await settledStatus(server.pid, 1_000);
      const usage = await inspector.evaluate<NodeJS.MemoryUsage>('process.memoryUsage()');
      const spaces = await inspector.evaluate<Array<{ space_name: string; space_used_size: number; space_size: number; physical_space_size: number }>>(
        "process.getBuiltinModule('v8').getHeapSpaceStatistics()",
      );
      const code = await inspector.evaluate<Record<string, number>>("process.getBuiltinModule('v8').getHeapCodeStatistics()");
      const wasmMemories = await inspector.overObjects<number[]>('WebAssembly.Memory.prototype', 'function () { return this.map((m) => m.buffer.byteLength); }');
      const wasmInstances = await inspector.overObjects<number>('WebAssembly.Instance.prototype', 'function () { return this.length; }');
      const wasmModules = await inspector.overObjects<string[]>(
        'WebAssembly.Module.prototype',
        "function () { return this.map((m) => { const e = WebAssembly.Module.exports(m); return `${e.length} exports (${e.slice(0, 2).map((x) => x.name).join(', ')})`; }); }",
      );
      const cjs = options.modules ? await inspector.evaluate<string[]>("Object.keys(process.getBuiltinModule('module')._cache)") : [];
      const mappings = smaps(server.pid);

      console.log(`\n=== ${db === 'pglite' ? 'PGlite (temp DATA_DIR)' : 'PostgreSQL (new database)'}: node ${[...flags, ...Object.keys(extra).map((k) => `${k}=${extra[k]}`)].join(' ') || '(no extra flags)'} ${entry}`);
      if (options.restart) console.log('(second start on the same workspace)');
      console.log(`ready in ${readySeconds.toFixed(1)} s, the few requests took ${requestsMs.toFixed(0)} ms`);
      console.log(`VmRSS at /readyz ${mib(atReady.rss)} MiB; after the requests and a full GC: VmRSS ${mib(status.rss)} MiB (anon ${mib(status.anon)}, file ${mib(status.file)}, shmem ${mib(status.shmem)}), VmHWM ${mib(status.peak)} MiB`);
      console.log(`process.memoryUsage(): rss ${mib(usage.rss)}, heapTotal ${mib(usage.heapTotal)}, heapUsed ${mib(usage.heapUsed)}, external ${mib(usage.external)}, arrayBuffers ${mib(usage.arrayBuffers)} MiB`);
      console.log(
        `V8 heap spaces (used / committed MiB): ${spaces
          .filter((sp) => sp.space_size > 0)
          .map((sp) => `${sp.space_name.replace(/_space$/, '')} ${mib(sp.space_used_size)}/${mib(sp.physical_space_size)}`)
          .join(', ')}`,
      );
      console.log(`V8 code statistics: bytecode and metadata ${mib(code.bytecode_and_metadata_size)} MiB, code ${mib(code.code_and_metadata_size)} MiB, external scripts ${mib(code.external_script_source_size)} MiB`);
      const wasmTotal = wasmMemories.reduce((t, b) => t + b, 0);
      console.log(`WebAssembly: ${wasmModules.length} modules (${wasmModules.join('; ')}), ${wasmInstances} instances, ${wasmMemories.length} memories (buffer sizes MiB: ${wasmMemories.map((b) => mib(b)).join(', ') || '-'}; ${mib(wasmTotal)} in all)`);
      printGroups(mappings);
      if (options.smaps) {
        console.log('\nLargest single mappings (Rss MiB, size MiB, perms, path):');
        for (const m of [...mappings].sort((a, b) => b.rss - a.rss).slice(0, 25)) console.log(`  ${mib(m.rss).padStart(7)}  ${mib(m.size).padStart(9)}  ${m.perms}  ${m.start.toString(16)} ${m.path}`);
      }
      if (options.modules) printModules(existsSync(listFile) ? [...new Set(readFileSync(listFile, 'utf8').split('\n').filter(Boolean))] : [], cjs);
      if (options.snapshot) summariseSnapshot(await inspector.heapSnapshot());
    } finally {
      inspector.close();
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

async function compile(): Promise<string> {
  const dir = path.join(ROOT, '.tmp', `measure-memory-build-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  console.error(`compiling (tsc -p tsconfig.build.json --outDir ${path.relative(ROOT, dir)})`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', dir], { cwd: ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tsc failed (${code})`))));
  });
  return path.join(dir, 'src/main.js');
}

async function main(): Promise<void> {
  if (!existsSync('/proc/self/smaps')) throw new Error('needs Linux (/proc/<pid>/smaps)');
  const entry = options.entry ? path.resolve(options.entry) : options.build ? await compile() : path.join(ROOT, 'dist/src/main.js');
  if (!existsSync(entry)) throw new Error(`${path.relative(ROOT, entry)} does not exist: run \`npm run build\` or pass --build`);
  let pg: TestPostgres | undefined;
  let pgUrl: Promise<string> | undefined;
  const postgres = () =>
    (pgUrl ??= process.env.DATABASE_URL?.startsWith('postgres')
      ? Promise.resolve(process.env.DATABASE_URL)
      : startTestPostgres().then((started) => ((pg = started), started.url)));
  try {
    const dbs = options.db === 'both' ? (['pglite', 'postgres'] as const) : [options.db as 'pglite' | 'postgres'];
    for (const db of dbs) {
      if (db !== 'pglite' && db !== 'postgres') throw new Error(`--db pglite|postgres|both, not ${db}`);
      await measure(db, entry, postgres);
    }
  } finally {
    await pg?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
