// What an engine's statement hook costs every REST create: rounds of creates with the hook off
// and on back to back (the order alternating), on the load thread. One round's rate drifts by
// +-10% on this machine, so the figure is the median of the rounds' on ÷ off ratios. Used by the
// workflows scenario (its trigger hook) and the inbox scenario (the later association's probe).
import type { CreateLoadWorker } from './create-load.ts';
import type { Deployment } from './deployments.ts';
import { progress } from './report.ts';

export interface HookPrice {
  /** creates/s of each round, hook on and off (same index: the same round). */
  on: number[];
  off: number[];
}

export interface HookPriceOptions {
  engine: string;
  rounds: number;
  createsPerRound: number;
  concurrency: number;
  maxMs: number;
  /** The first index of the people created (newPerson(i)); the rounds use the next ones. */
  offset: number;
}

export async function measureHookPrice(d: Deployment, client: CreateLoadWorker, o: HookPriceOptions): Promise<HookPrice> {
  const hook = d.server.engines.statementHooks.find((h) => h.engine === o.engine)?.hook;
  if (!hook) throw new Error(`the ${o.engine} engine has no statement hook`);
  const records = d.server.services.records;
  let index = o.offset;
  progress(`${o.engine}: warm-up`);
  await client.run({ total: 200, concurrency: o.concurrency, maxMs: o.maxMs, offset: index });
  index += 200;
  const price: HookPrice = { on: [], off: [] };
  for (let round = 0; round < o.rounds; round++) {
    for (const state of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
      progress(`${o.engine}: hook round ${round + 1} of ${o.rounds}, ${state}`);
      if (state === 'off') records.removeStatementHook(hook);
      try {
        const result = await client.run({ total: o.createsPerRound, concurrency: o.concurrency, maxMs: o.maxMs, offset: index });
        index += o.createsPerRound;
        price[state].push(result.perSecond);
      } finally {
        if (state === 'off') records.addStatementHook(hook);
      }
    }
  }
  return price;
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)];
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** Each round's on ÷ off, ascending. */
export const hookRatios = (p: HookPrice) => p.on.map((on, i) => on / p.off[i]).sort((a, b) => a - b);
/** The median round's on ÷ off. */
export const hookRatio = (p: HookPrice) => median(hookRatios(p));

/** One sentence: the means, the range of the rounds and the median. */
export function describeHookPrice(p: HookPrice, createsPerRound: number, concurrency: number): string {
  const ratios = hookRatios(p);
  return (
    `REST creates at ${concurrency} in flight, ${p.on.length} rounds of ${createsPerRound.toLocaleString('en-US')} creates, ` +
    `each round hook off and on back to back (order alternating): mean ${Math.round(mean(p.off)).toLocaleString('en-US')} creates/s off, ` +
    `${Math.round(mean(p.on)).toLocaleString('en-US')} on; per-round on ÷ off from ${ratios[0].toFixed(3)} to ${ratios.at(-1)!.toFixed(3)}, ` +
    `**median ${hookRatio(p).toFixed(3)}**`
  );
}
