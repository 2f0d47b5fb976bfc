// The REST create load, on its own thread (see create-load.ts): for every CreateLoad message,
// POST /rest/people (or /rest/inbox/messages) with the bodies of seed.ts, `concurrency` requests in flight, through the
// benchmark's HTTP client, to the setup's target or round-robin over the message's `targets`
// (processes x API keys); answers with the throughput, this thread's CPU and, with
// `countFailures`, the failed requests by status. The thread still
// shares the machine's 2 cores with the service, so the client is the cheapest honest one
// (http.ts, raw-http-client.ts): its CPU per create is the "REST client thread" column.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { CreateLoad, CreateLoadReply, CreateLoadSetup } from './create-load.ts';
import { graphqlCall, HttpStatusError, restCall, restCreate, socketRetries } from './http.ts';
import { throughput } from './measure.ts';
import { currentThreadCpuSeconds } from './process-cpu.ts';
import { newMessage, newPerson, restBody } from './seed.ts';

const { target, companyIds } = workerData.setup as CreateLoadSetup;
const port = parentPort!;

// The fields a client reads back after a create (REST answers the whole record; a GraphQL client names what it reads).
const CREATE_PERSON = 'mutation CreatePerson($data: PersonCreateInput!) { createPerson(data: $data) { id name { firstName lastName } emails { primaryEmail } jobTitle city companyId createdAt updatedAt } }';

port.on('message', async (load: CreateLoad) => {
  socketRetries.count = 0;
  const acks: Array<[string, number]> = [];
  const failures: Record<string, number> = {};
  const targets = load.targets?.length ? load.targets : [target];
  const create = async (i: number) => {
    const to = targets[i % targets.length];
    const id =
      load.kind === 'message'
        ? (await restCall<{ data: { importMessage: { messageId: string } } }>(to, 'POST', '/rest/inbox/messages', newMessage(i))).data.importMessage.messageId
        : load.kind === 'graphql-person'
          ? (await graphqlCall<{ createPerson: { id: string } }>(to, CREATE_PERSON, { data: restBody(newPerson(i, companyIds)) })).createPerson.id
          : await restCreate(to, restBody(newPerson(i, companyIds)));
    // Epoch ms, comparable with the other threads' clocks (the webhook receiver's arrivals).
    if (load.acks) acks.push([id, performance.timeOrigin + performance.now()]);
  };
  const counted = async (i: number) => {
    try {
      await create(i);
    } catch (error) {
      const status = error instanceof HttpStatusError ? String(error.status) : 'network';
      failures[status] = (failures[status] ?? 0) + 1;
    }
  };
  const cpuBefore = currentThreadCpuSeconds();
  const result = await throughput(load.countFailures ? counted : create, load);
  const cpuAfter = currentThreadCpuSeconds();
  const cpuSeconds = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  port.postMessage({
    ...result,
    socketRetries: socketRetries.count,
    cpuSeconds,
    ...(load.acks ? { acks } : {}),
    ...(load.countFailures ? { failures } : {}),
  } satisfies CreateLoadReply);
});
port.postMessage('ready');
