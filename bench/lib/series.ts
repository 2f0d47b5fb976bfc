// The latency series of the scenarios that compare one request with its baselines: every
// variant warmed up, then interleaved rounds (measure.ts) with the run's settings, a time-limit
// hit warned under the series' label.
import { interleaved, warmUp, type Variant } from './measure.ts';
import { settings } from './options.ts';
import { progress } from './report.ts';

export async function latencySeries(variants: Variant[], label: string, warn: (text: string) => void): ReturnType<typeof interleaved> {
  progress(`${label}: warm-up, then up to ${settings.rounds} interleaved rounds of ${variants.map((v) => v.name).join(' / ')}`);
  for (const v of variants) await warmUp(v.run, { count: settings.warmUpCount, maxMs: settings.warmUpMs });
  const r = await interleaved(variants, { rounds: settings.rounds, maxMs: settings.seriesMs });
  if (r.timedOut) warn(`${label}: time limit hit after ${r.rounds} rounds`);
  return r;
}
