import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { startTestServer } from './support/server.ts';

it('probe', async () => {
  const app = await startTestServer();
  const out: string[] = [];
  const j = async (method: string, path: string, body?: unknown) => {
    const r = await app.rawFetch(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const t = await r.json();
    out.push(`${method} ${path} ${r.status} ${JSON.stringify(t).slice(0, 3000)}`);
    return t;
  };
  await j('POST', '/rest/opportunities', { name: 'D', amount: { amountMicros: null, currencyCode: '' } });
  const md = '# Title\n\nSome **bold**, *italic*, `code` and [a link](https://x.io).\n\n- one\n- two\n\n1. first\n2. second';
  const n = (await j('POST', '/rest/notes', { title: 'N', bodyV2: { markdown: md } })).data.createNote;
  out.push(JSON.stringify(JSON.parse(n.bodyV2.blocknote), null, 1));
  await j('PATCH', `/rest/notes/${n.id}`, { body: 'plain\nsecond line' });
  await j('PATCH', `/rest/notes/${n.id}`, { bodyV2: { markdown: '## x', blocknote: '[]' } });
  await j('POST', '/rest/notes', { title: 'N', bodyV2: { blocknote: '{"a":1}' } });
  await j('POST', '/rest/notes', { title: 'N', bodyV2: { blocknote: '[{"type":1}]' } });
  const m2 = (await j('POST', '/rest/workspaceMembers', { name: { firstName: 'Second' } })).data.createWorkspaceMember.id;
  const c = (await j('POST', '/rest/companies', { name: 'Acme', accountOwnerId: m2 })).data.createCompany.id;
  const p = (await j('POST', '/rest/people', { name: { firstName: 'A' }, companyId: c, ownerId: m2 })).data.createPerson.id;
  const t = (await j('POST', '/rest/tasks', { title: 'T', assigneeId: m2 })).data.createTask.id;
  await j('DELETE', `/rest/workspaceMembers/${m2}`);
  const tt = (await j('POST', '/rest/taskTargets', { taskId: t, companyId: c })).data.createTaskTarget.id;
  await j('PATCH', `/rest/taskTargets/${tt}`, { personId: p });
  await j('PATCH', `/rest/taskTargets/${tt}`, { personId: p, companyId: null });
  await j('GET', `/rest/taskTargets?filter=${encodeURIComponent(`personId[eq]:${p}`)}&depth=0`);
  await j('POST', '/rest/taskTargets', { taskId: t, companyId: c, personId: p });
  await j('GET', `/rest/tasks/${t}?depth=1`);
  writeFileSync('/tmp/scratch/p2.txt', out.join('\n'));
  await app.close();
});
