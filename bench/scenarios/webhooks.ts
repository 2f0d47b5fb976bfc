// Scenario 4: webhooks (issue 7). A receiver on loopback (node:http, answering 200 at once, on
// its own thread like a receiver on another machine, lib/webhook-receiver.ts) and one webhook:
//
//   a. API create latency without and with deliveries running: blocks of single creates at
//      concurrency 1, alternating a block whose webhook matches nothing with a block whose
//      webhook matches every create (each of those creates sets off a delivery that runs while
//      the next creates are served); the pattern is switched between blocks, unmeasured. The
//      creates come from the load thread (lib/create-load.ts), like a client on another
//      machine: on the main thread, which the in-process service and its worker use, the
//      client's own work would wait behind the deliveries too.
//   b. commit-to-receiver latency of those deliveries: from the moment the API answered the
//      create (its statement had committed) to the moment the receiver had the whole POST.
//   c. sustained deliveries per second: a backlog written by batch creates, delivered by the
//      in-process worker (WORKER_CONCURRENCY, default 8); from the first receipt to the last.
//   d. the machine's floor (PostgreSQL, once per deployment): the same alternating blocks, no
//      webhook matching, one block of each pair with a niced pgbench sending `SELECT 1` at the
//      rate of the block before (lib/background-round-trips.ts). Any delivery costs the machine
//      at least that much, so a's ratio cannot drop below this one's here.
import type { Deployment } from '../lib/deployments.ts';
import { CreateLoadWorker } from '../lib/create-load.ts';
import { restCall } from '../lib/http.ts';
import { summarize, type Summary } from '../lib/measure.ts';
import { quick } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { newPerson, restBody } from '../lib/seed.ts';
import { WebhookReceiver } from '../lib/webhook-receiver.ts';
import { canSendBackgroundRoundTrips, startBackgroundRoundTrips } from '../lib/background-round-trips.ts';

export interface WebhooksResult {
  /** Where the deliveries ran: the server's own worker, or `npm run worker` beside it. */
  worker: 'in the server process' | 'in its own process (npm run worker)';
  blocks: number;
  perBlock: number;
  apiWithout: Summary;
  apiWith: Summary;
  commitToReceiver: Summary;
  sustained: { deliveries: number; seconds: number; perSecond: number };
  /** d: API create latency with no webhook matching, alone and beside the `SELECT 1` stream. */
  floor?: { alone: Summary; beside: Summary; roundTripsPerSecond: number };
}

const settings = {
  blocks: quick ? 4 : 6,
  perBlock: quick ? 40 : 100,
  backlog: quick ? 600 : 3_000,
  batchSize: 60,
  maxWaitMs: quick ? 30_000 : 90_000,
};

export async function runWebhooks(
  d: Deployment,
  warn: (text: string) => void,
  worker: WebhooksResult['worker'],
  { measureFloor }: { measureFloor: boolean },
): Promise<WebhooksResult> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const companyIds = (await d.baselines[0].query('SELECT id FROM company ORDER BY created_at, id LIMIT 100', [])).map((r) => String(r.id));
  const receiver = await WebhookReceiver.start();
  const webhook = (
    await restCall<{ data: { createWebhook: { id: string } } }>(target, 'POST', '/rest/webhooks', {
      targetUrl: `${receiver.url}/bench`,
      operations: ['note.deleted'],
      description: 'benchmark receiver',
    })
  ).data.createWebhook;
  const setOperations = (operations: string[]) => restCall(target, 'PATCH', `/rest/webhooks/${webhook.id}`, { operations });
  let index = 20_000_000;
  const client = await CreateLoadWorker.start({ target, companyIds });
  /** `count` creates at concurrency 1 from the load thread: their latencies, rate and [id, answered at]. */
  const createPeople = async (count: number) => {
    const result = await client.run({ total: count, concurrency: 1, maxMs: settings.maxWaitMs, offset: index, acks: true });
    index += count;
    return { latencies: result.samples, perSecond: result.perSecond, acks: result.acks ?? [] };
  };
  try {
    progress(`webhooks (worker ${worker}): warm-up`);
    await setOperations(['people.created']);
    const warm = await createPeople(20);
    await receiver.arrivals(warm.acks.map(([id]) => id), settings.maxWaitMs);

    const without: number[] = [];
    const withDeliveries: number[] = [];
    const commitToReceiver: number[] = [];
    for (let block = 0; block < settings.blocks * 2; block++) {
      const delivering = block % 2 === 1;
      progress(`webhooks: block ${block + 1} of ${settings.blocks * 2} (${delivering ? 'with' : 'without'} deliveries)`);
      await setOperations(delivering ? ['people.created'] : ['note.deleted']);
      const created = await createPeople(settings.perBlock);
      (delivering ? withDeliveries : without).push(...created.latencies);
      const acked = new Map(created.acks);
      if (delivering) {
        const arrivals = await receiver.arrivals([...acked.keys()], settings.maxWaitMs);
        if (arrivals.size < acked.size) warn(`webhooks: block ${block + 1}: not every delivery arrived`);
        for (const [id, at] of acked) {
          const arrived = arrivals.get(id);
          if (arrived !== undefined) commitToReceiver.push(arrived - at);
        }
      }
    }

    progress(`webhooks: sustained deliveries (${int(settings.backlog)} events written by batch creates)`);
    await setOperations(['people.created']);
    const backlogIds: string[] = [];
    for (let written = 0; written < settings.backlog; written += settings.batchSize) {
      const items = Array.from({ length: Math.min(settings.batchSize, settings.backlog - written) }, () => restBody(newPerson(index++, companyIds)));
      const reply = await restCall<{ data: { createPeople: Array<{ id: string }> } }>(target, 'POST', '/rest/batch/people', items);
      backlogIds.push(...reply.data.createPeople.map((p) => p.id));
    }
    const backlogArrivals = await receiver.arrivals(backlogIds, settings.maxWaitMs * 4);
    if (backlogArrivals.size < backlogIds.length) warn('webhooks: the backlog was not delivered in time');
    const arrivalTimes = [...backlogArrivals.values()];
    const seconds = (Math.max(...arrivalTimes) - Math.min(...arrivalTimes)) / 1000;

    const floor = measureFloor && d.databaseUrl ? await runFloor(d.databaseUrl, createPeople, setOperations, warn) : undefined;
    return {
      worker,
      blocks: settings.blocks,
      perBlock: settings.perBlock,
      apiWithout: summarize(without),
      apiWith: summarize(withDeliveries),
      commitToReceiver: summarize(commitToReceiver),
      sustained: { deliveries: arrivalTimes.length, seconds, perSecond: arrivalTimes.length / seconds },
      floor,
    };
  } finally {
    await client.close();
    await restCall(target, 'DELETE', `/rest/webhooks/${webhook.id}`);
    await receiver.stop();
  }
}

/**
 * d: alternating blocks of creates that set off no delivery, every second one beside a niced
 * `SELECT 1` stream at the rate of the block before it.
 */
async function runFloor(
  databaseUrl: string,
  createPeople: (count: number) => Promise<{ latencies: number[]; perSecond: number }>,
  setOperations: (operations: string[]) => Promise<unknown>,
  warn: (text: string) => void,
): Promise<WebhooksResult['floor']> {
  if (!canSendBackgroundRoundTrips()) {
    warn('webhooks: no pgbench in PG_BIN_DIR: the floor was not measured');
    return undefined;
  }
  await setOperations(['note.deleted']);
  const alone: number[] = [];
  const beside: number[] = [];
  const rates: number[] = [];
  for (let block = 0; block < settings.blocks * 2; block++) {
    const withRoundTrips = block % 2 === 1;
    progress(`webhooks: floor block ${block + 1} of ${settings.blocks * 2} (${withRoundTrips ? 'beside' : 'without'} SELECT 1 round trips)`);
    const background = withRoundTrips ? await startBackgroundRoundTrips(databaseUrl, rates.at(-1)!) : undefined;
    try {
      const { latencies, perSecond } = await createPeople(settings.perBlock);
      (withRoundTrips ? beside : alone).push(...latencies);
      if (!withRoundTrips) rates.push(perSecond);
    } finally {
      await background?.stop();
    }
  }
  return { alone: summarize(alone), beside: summarize(beside), roundTripsPerSecond: rates.reduce((a, b) => a + b, 0) / rates.length };
}

export function reportWebhooks(r: WebhooksResult): void {
  print(
    `**4. Webhooks** — one webhook to a receiver on loopback (its own thread); the job worker ${r.worker}. API creates at concurrency 1 in ${r.blocks * 2} alternating blocks of ${r.perBlock}: ` +
      'its pattern matches nothing, or every create (each then sets off a delivery that runs while the next creates are served). ' +
      'Commit-to-receiver: from the API\'s answer to the create (committed) to the receiver having the POST.',
  );
  print();
  print(
    table(
      ['measure', 'n', 'p50 ms', 'p95 ms', 'mean ms'],
      [
        ['API create, no deliveries', int(r.apiWithout.n), ms(r.apiWithout.p50), ms(r.apiWithout.p95), ms(r.apiWithout.mean)],
        ['API create, deliveries running', int(r.apiWith.n), ms(r.apiWith.p50), ms(r.apiWith.p95), ms(r.apiWith.mean)],
        ['commit to receiver', int(r.commitToReceiver.n), ms(r.commitToReceiver.p50), ms(r.commitToReceiver.p95), ms(r.commitToReceiver.mean)],
      ],
    ),
  );
  print();
  print(
    `API latency with ÷ without deliveries: p50 ${times(r.apiWith.p50 / r.apiWithout.p50)}, p95 ${times(r.apiWith.p95 / r.apiWithout.p95)}. ` +
      `Sustained: ${int(r.sustained.deliveries)} deliveries in ${r.sustained.seconds.toFixed(2)} s = **${int(r.sustained.perSecond)} deliveries/s**.`,
  );
  print();
  if (!r.floor) return;
  const { alone, beside, roundTripsPerSecond } = r.floor;
  print(
    `The machine's floor: the same blocks with no webhook matching, one of each pair beside a niced pgbench sending \`SELECT 1\` ` +
      `at the creates' rate (${int(roundTripsPerSecond)}/s): API create p50 / p95 ${ms(alone.p50)} / ${ms(alone.p95)} ms alone, ` +
      `${ms(beside.p50)} / ${ms(beside.p95)} ms beside it: **${times(beside.p50 / alone.p50)}** / ${times(beside.p95 / alone.p95)}. ` +
      'A delivery costs at least such a round trip, so the ratio with deliveries cannot be lower than this on this machine.',
  );
  print();
}
