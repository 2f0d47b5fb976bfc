// `--cpu-profile=DIR`: a V8 CPU profile of one measured phase (in-process inspector), written as
// DIR/<name>.cpuprofile (open it in Chrome DevTools) and summarised by package: the share of
// samples whose stack contains a frame of that package ("inclusive"). Client and server share
// the one Node thread, so the client's fetch (undici) shows up too.
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

export interface ProfileSummary {
  file: string;
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
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    if (byId.get(id)?.callFrame.functionName === '(idle)') idle += dt;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(groupOf(byId.get(at)!));
    for (const g of seen) totals.set(g, (totals.get(g) ?? 0) + dt);
  });
  const inclusive = [...totals]
    .filter(([g]) => !['(root)', '(program)', '(idle)'].includes(g))
    .map(([group, t]) => ({ group, share: t / total }))
    .sort((a, b) => b.share - a.share);
  return { file, idle: idle / total, inclusive };
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
