// The REST create load, on its own thread (see create-load.ts): for every CreateLoad message,
// POST /rest/people (or /rest/inbox/messages) with the bodies of seed.ts, `concurrency` requests in flight, through the
// benchmark's HTTP client; answers with the throughput and this thread's CPU. The thread still
// shares the machine's 2 cores with the service, so the client is the cheapest honest one
// (http.ts, raw-http-client.ts): its CPU per create is the "REST client thread" column.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { CreateLoad, CreateLoadReply, CreateLoadSetup } from './create-load.ts';
import { restCall, restCreate, socketRetries } from './http.ts';
import { throughput } from './measure.ts';
import { currentThreadCpuSeconds } from './process-cpu.ts';
import { newMessage, newPerson, restBody } from './seed.ts';

const { target, companyIds } = workerData.setup as CreateLoadSetup;
const port = parentPort!;

port.on('message', async (load: CreateLoad) => {
  socketRetries.count = 0;
  const acks: Array<[string, number]> = [];
  const cpuBefore = currentThreadCpuSeconds();
  const result = await throughput(async (i) => {
    const id =
      load.kind === 'message'
        ? (await restCall<{ data: { importMessage: { messageId: string } } }>(target, 'POST', '/rest/inbox/messages', newMessage(i))).data.importMessage.messageId
        : await restCreate(target, restBody(newPerson(i, companyIds)));
    // Epoch ms, comparable with the other threads' clocks (the webhook receiver's arrivals).
    if (load.acks) acks.push([id, performance.timeOrigin + performance.now()]);
  }, load);
  const cpuAfter = currentThreadCpuSeconds();
  const cpuSeconds = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  port.postMessage({ ...result, socketRetries: socketRetries.count, cpuSeconds, ...(load.acks ? { acks } : {}) } satisfies CreateLoadReply);
});
port.postMessage('ready');
