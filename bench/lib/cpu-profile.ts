// `--cpu-profile=DIR`: a V8 CPU profile of one measured phase (in-process inspector), written as
// DIR/<name>.cpuprofile (open it in Chrome DevTools) and summarised two ways:
//   layers     each sample goes to ONE layer: that of the innermost frame that belongs to a layer
//              (a native frame such as JSON.parse or writev counts for the code that called it),
//              so the shares add up to 100% of the main thread's time
//   inclusive  the share of samples whose stack contains a frame of a package
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function groupOf(node: ProfileNode): string {
  const url = node.callFrame.url || '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const src = /\/(src\/[^/]+)\//.exec(url);
  if (src) return src[1];
  if (url.includes('/bench/')) return 'bench';
  if (url.startsWith('wasm://')) return 'WebAssembly (PGlite)';
  if (url.includes('deps/undici')) return 'undici (the client\'s fetch)';
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0];
  if (!url) return `(${node.callFrame.functionName || 'native'})`;
  return path.basename(url);
}

/** The layers of a request, in the order it passes them. */
export const LAYERS = [
  'client (load generator)',
  'HTTP (node:http, express, body parsing, handlers)',
  'validation (express-openapi-validator, ajv)',
  'auth',
  'record layer',
  'driver (pg / PGlite JS)',
  'database (PGlite WASM)',
  'Node internals (sockets, streams, timers)',
  'GC',
  'idle',
] as const;
export type Layer = (typeof LAYERS)[number];

const HTTP_PACKAGES = new Set(['express', 'router', 'body-parser', 'raw-body', 'on-finished', 'finalhandler', 'parseurl', 'type-is', 'content-type', 'qs', 'iconv-lite', 'send', 'depd', 'statuses', 'http-errors', 'accepts', 'negotiator', 'mime-types', 'vary', 'encodeurl', 'escape-html', 'cookie', 'fresh', 'range-parser', 'media-typer', 'merge-descriptors']);
const VALIDATION_PACKAGES = new Set(['express-openapi-validator', 'ajv', 'ajv-formats', 'ajv-draft-04', 'path-to-regexp', 'lodash.clonedeep', 'lodash.get', 'lodash.uniq', 'lodash.zipobject', '@apidevtools/json-schema-ref-parser', 'json-schema-traverse', 'fast-deep-equal', 'fast-uri']);
const DRIVER_PACKAGES = new Set(['pg', 'pg-pool', 'pg-protocol', 'pg-types', 'pg-connection-string', 'postgres-array', 'postgres-date', 'postgres-interval', 'postgres-bytea', '@electric-sql/pglite', '@prisma/adapter-pg', '@prisma/client', '@prisma/client-runtime-utils', '@prisma/driver-adapter-utils']);

/** The layer a frame belongs to, or undefined for frames that count for their caller. */
function layerOfFrame(node: ProfileNode): Layer | undefined {
  const { url, functionName } = node.callFrame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'GC';
    if (functionName === '(idle)') return 'idle';
    return undefined; // native code (JSON.parse, writev, ...): its caller's layer
  }
  if (url.startsWith('wasm://')) return 'database (PGlite WASM)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) {
    if (VALIDATION_PACKAGES.has(pkg)) return 'validation (express-openapi-validator, ajv)';
    if (DRIVER_PACKAGES.has(pkg)) return 'driver (pg / PGlite JS)';
    if (HTTP_PACKAGES.has(pkg)) return 'HTTP (node:http, express, body parsing, handlers)';
    return undefined;
  }
  if (url.includes('/bench/') || url.includes('deps/undici')) return 'client (load generator)';
  if (/node:_http_(client|agent)/.test(url)) return 'client (load generator)';
  if (/node:_http_(server|common|incoming|outgoing)/.test(url)) return 'HTTP (node:http, express, body parsing, handlers)';
  const src = /\/src\/([^/]+)\/([^/]+)/.exec(url);
  if (src) {
    if (src[1] === 'auth') return 'auth';
    if (src[1] === 'records' || src[1] === 'query' || src[1] === 'metadata') return 'record layer';
    if (src[1] === 'db') return 'driver (pg / PGlite JS)';
    if (src[1] === 'http' && src[2] === 'validator-route-cache.ts') return 'validation (express-openapi-validator, ajv)';
    return 'HTTP (node:http, express, body parsing, handlers)'; // src/http, src/app.ts, src/errors, src/lib
  }
  if (/\/src\/[^/]+\.ts/.test(url)) return 'HTTP (node:http, express, body parsing, handlers)';
  return undefined;
}

export interface ProfileSummary {
  file: string;
  /** Milliseconds the profile covers (wall time of the main thread). */
  wallMs: number;
  /** Layer -> share of the main thread's time (idle included); the shares add up to 1. */
  layers: Array<{ layer: Layer; share: number }>;
  /** Share of samples the main thread was idle (waiting on I/O). */
  idle: number;
  /** Package -> share of samples with a frame of it on the stack. */
  inclusive: Array<{ group: string; share: number }>;
}

function summarise(profile: Profile, file: string): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const totals = new Map<string, number>();
  const layerTotals = new Map<Layer, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    // The first delta runs from Profiler.start to the first sample (up to ~160 ms seen here):
    // no code of the profiled work is known for it, so it is left out.
    const dt = i === 0 ? 0 : (profile.timeDeltas[i] ?? 0);
    total += dt;
    if (byId.get(id)?.callFrame.functionName === '(idle)') idle += dt;
    let layer: Layer | undefined;
    for (let at: number | undefined = id; at !== undefined && !layer; at = parent.get(at)) layer = layerOfFrame(byId.get(at)!);
    layer ??= 'Node internals (sockets, streams, timers)';
    layerTotals.set(layer, (layerTotals.get(layer) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(groupOf(byId.get(at)!));
    for (const g of seen) totals.set(g, (totals.get(g) ?? 0) + dt);
  });
  const inclusive = [...totals]
    .filter(([g]) => !['(root)', '(program)', '(idle)'].includes(g))
    .map(([group, t]) => ({ group, share: t / total }))
    .sort((a, b) => b.share - a.share);
  const layers = LAYERS.map((layer) => ({ layer, share: (layerTotals.get(layer) ?? 0) / total }));
  return { file, wallMs: total / 1000, layers, idle: idle / total, inclusive };
}

/** Runs `work` under the CPU profiler when `dir` is set; otherwise just runs it. */
export async function profiled<T>(dir: string | undefined, name: string, work: () => Promise<T>): Promise<{ result: T; profile?: ProfileSummary }> {
  if (!dir) return { result: await work() };
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const result = await work();
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return { result, profile: summarise(profile, file) };
  } finally {
    session.disconnect();
  }
}
