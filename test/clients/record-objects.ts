// The record objects of a served OpenAPI document (`/rest/<plural>` with a list answer), and a
// minimal create and update body for each writable one, for the checks of
// generators.system.edge.test.ts that cover EVERY record object: openapi-zod-client's schemas on
// real answers, and Prism's proxy on a CRUD run.

/** The part of an OpenAPI document read here. */
export interface OpenApiPaths {
  paths: Record<string, Record<string, OpenApiOperation | undefined>>;
}

interface OpenApiOperation {
  parameters?: Array<{ $ref?: string; name?: string }>;
  responses?: Record<string, unknown>;
}

export interface RecordObject {
  /** `people`: served at `/rest/people` */
  plural: string;
  /** The component schema a listed record has (`Person`), as the list answer names it. */
  schema: string;
  /** Which of the CRUD operations the document has for it. */
  create: boolean;
  update: boolean;
  remove: boolean;
  /** Whether its list takes `limit` and `filter` (API keys list all, unpaged). */
  paged: boolean;
  filterable: boolean;
}

/**
 * `/rest/<plural>?...`: a page of records (the first 50), within the `filter` when given and the
 * object's list takes one, and within `scope` (a parent's query parameter, `messageThreadId=<id>`:
 * the messages list refuses a list without its thread).
 */
export function listPath(object: RecordObject, filter?: string, scope?: string): string {
  const query = [...(object.paged ? ['limit=50'] : []), ...(filter && object.filterable ? [`filter=${encodeURIComponent(filter)}`] : []), ...(scope ? [scope] : [])];
  return `/rest/${object.plural}${query.length ? `?${query.join('&')}` : ''}`;
}

/** Whether the operation has the parameter, named inline or by a `#/components/parameters/<name>` reference. */
const hasParameter = (operation: OpenApiOperation, name: string) =>
  (operation.parameters ?? []).some((parameter) => parameter.name === name || parameter.$ref === `#/components/parameters/${name}`);

const REF_PREFIX = '#/components/schemas/';

/** The `$ref` names in a schema and its `anyOf`/`oneOf`/`allOf` branches, in document order. */
function refNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own = typeof node.$ref === 'string' && node.$ref.startsWith(REF_PREFIX) ? [node.$ref.slice(REF_PREFIX.length)] : [];
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (Array.isArray(node[key]) ? (node[key] as unknown[]).flatMap(refNames) : []));
  return [...own, ...branches];
}

/** `responses.200.content.application/json.schema.properties.data.properties.<plural>.items` */
function listedItems(operation: OpenApiOperation, plural: string): unknown {
  let node: unknown = operation?.responses?.['200'];
  for (const key of ['content', 'application/json', 'schema', 'properties', 'data', 'properties', plural, 'items']) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return node;
}

/**
 * Every `/rest/<plural>` whose GET lists records: its record schema is the first `$ref` of the
 * list's items that is not the projected-record catch-all (`?fields=` answers).
 */
export function recordObjects(document: OpenApiPaths): RecordObject[] {
  const objects: RecordObject[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const plural = /^\/rest\/([A-Za-z]+)$/.exec(path)?.[1];
    if (!plural || !item.get) continue;
    const schema = refNames(listedItems(item.get, plural)).find((name) => !/^Projected/.test(name));
    if (!schema) continue;
    const one = document.paths[`${path}/{id}`] ?? {};
    objects.push({
      plural,
      schema,
      create: Boolean(item.post),
      update: Boolean(one.patch),
      remove: Boolean(one.delete),
      paged: hasParameter(item.get, 'limit'),
      filterable: hasParameter(item.get, 'filter'),
    });
  }
  return objects;
}

/** Ids of records the bodies below refer to (a note target needs a note, ...). */
export interface Parents {
  personId: string;
  noteId: string;
  taskId: string;
  workflowId: string;
  sequenceId: string;
}

type Body = Record<string, unknown>;

/**
 * A create and an update body for each writable object; `n` makes unique values (API key names,
 * channel handles) unique per call. An object missing here fails the CRUD run by name.
 */
export const RECORD_BODIES: Record<string, (parents: Parents, n: string) => { create: Body; update: Body }> = {
  people: (_, n) => ({ create: { name: { firstName: 'Grace', lastName: `Hopper ${n}` } }, update: { jobTitle: 'Rear admiral' } }),
  companies: (_, n) => ({ create: { name: `Acme ${n}` }, update: { name: `Acme ${n} Ltd` } }),
  opportunities: (_, n) => ({ create: { name: `Engines ${n}` }, update: { name: `More engines ${n}` } }),
  notes: (_, n) => ({ create: { title: `Call notes ${n}` }, update: { title: `Call notes ${n}, revised` } }),
  tasks: (_, n) => ({ create: { title: `Send the offer ${n}` }, update: { title: `Send the offer ${n} today` } }),
  noteTargets: (p) => ({ create: { noteId: p.noteId, personId: p.personId }, update: { personId: p.personId } }),
  taskTargets: (p) => ({ create: { taskId: p.taskId, personId: p.personId }, update: { personId: p.personId } }),
  timelineActivities: (_, n) => ({ create: { name: `called ${n}` }, update: { name: `called back ${n}` } }),
  favorites: (p) => ({ create: { personId: p.personId }, update: { position: 2 } }),
  attachments: (_, n) => ({ create: { name: `offer-${n}.pdf` }, update: { name: `offer-${n}-signed.pdf` } }),
  workspaceMembers: (_, n) => ({ create: { name: { firstName: 'Ada', lastName: `Member ${n}` } }, update: { locale: 'fr-FR' } }),
  workflows: (_, n) => ({ create: { name: `Follow up ${n}` }, update: { name: `Follow up ${n} fast` } }),
  workflowVersions: (p, n) => ({ create: { workflowId: p.workflowId, name: `v1 ${n}` }, update: { name: `v2 ${n}` } }),
  messageChannels: (_, n) => ({ create: { type: 'email', handle: `sales-${n}@acme.test` }, update: { handle: `sales-${n}-2@acme.test` } }),
  sequences: (_, n) => ({ create: { name: `Onboarding ${n}` }, update: { name: `Onboarding ${n} v2` } }),
  sequenceSenders: (p, n) => ({
    create: { sequenceId: p.sequenceId, platformType: 'EMAIL', identifier: `sender-${n}@acme.test` },
    update: { dailyLimit: 20 },
  }),
  sequencePeople: (p) => ({ create: { sequenceId: p.sequenceId, personId: p.personId }, update: { hasReplied: true } }),
  apiKeys: (_, n) => ({ create: { name: `ci ${n}`, role: 'readonly' }, update: { name: `ci ${n} renamed` } }),
  // A loopback target (the server runs with WEBHOOK_ALLOW_PRIVATE_TARGETS) and no worker: the
  // deliveries it makes stay queued, records of webhookDeliveries.
  webhooks: (_, n) => ({ create: { targetUrl: `http://127.0.0.1:9/${n}`, operations: ['person.created'] }, update: { description: `hook ${n}` } }),
  deals: (_, n) => ({ create: { name: `Partner deal ${n}`, priorityScore: 3 }, update: { priorityScore: 4 } }),
};

/** Creates the parent records of `Parents` with `create(plural, body)`, which answers the new id. */
export async function createParents(create: (plural: string, body: Body) => Promise<string>, n: string): Promise<Parents> {
  const [personId, noteId, taskId, workflowId, sequenceId] = await Promise.all([
    create('people', { name: { firstName: 'Parent', lastName: n } }),
    create('notes', { title: `Parent note ${n}` }),
    create('tasks', { title: `Parent task ${n}` }),
    create('workflows', { name: `Parent workflow ${n}` }),
    create('sequences', { name: `Parent sequence ${n}` }),
  ]);
  return { personId, noteId, taskId, workflowId, sequenceId };
}
