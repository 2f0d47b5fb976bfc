// The n8n nodes for Twenty, their schema discovery against this service (issue 25 "Tests": the n8n
// node's metadata discovery call; DESIGN.md "Twenty-compatible GraphQL record API", Metadata API).
// An n8n node for Twenty learns the workspace's objects and fields from Twenty's metadata API
// before it shows a single dropdown: if that one request fails, or answers a shape the node
// does not expect, the node is unusable. Two published nodes, two styles of the request:
//
// 1. n8n-nodes-twenty-dynamic 2.1.1, repository Logrui/n8n-nodes-twenty-dynamic, branch master,
//    commit 5030a955a4439576352eb844eb61c3d60837f361, file nodes/Twenty/TwentyApi.client.ts:
//    - getSchemaMetadata(): `POST <domain>/metadata`, body `{query}` (no `variables` key), with
//      n8n's `json: true` (content-type and accept application/json) and the credential's
//      `Authorization: Bearer <apiKey>`. The query asks for `objects(paging: {first: 200})` with
//      each object's fields through the `fields(paging: {first: 200}, filter: {})` connection
//      (not `fieldsList`). A body with `errors` is an error for the node. It then reads
//      `data.objects.edges[].node.{id nameSingular namePlural labelSingular labelPlural isCustom
//      isSystem isActive isRemote isUIReadOnly isSearchable}` and
//      `node.fields.edges[].node.{id name label type isNullable isUIReadOnly isActive isSystem
//      options}`; a field is writable (offered on create/update) unless `isUIReadOnly === true`,
//      hidden when `isActive === false`; the "standard" resource group is `isCustom === false &&
//      isSystem === false && isActive === true`, the "custom" group `isCustom === true`; a
//      SELECT's choices are `options` sorted by `position`, shown as `label`, sent as `value`.
//    - getDataSchemaForObject(resource): `POST <domain>/graphql` with an introspection query
//      `__type(name: "<Capitalized singular>") { name fields { name description type { name kind
//      ofType { name kind ofType { name kind } } } isDeprecated } }`, merged with the above to
//      list every field (so introspection must stay on, as it is by default: GRAPHQL_INTROSPECTION).
// 2. @blackswampai/n8n-nodes-twentycrm 0.1.0, repository BlackSwampAI/n8n-nodes-twentycrm,
//    commit caa14014a154721df30dbfde64d1107352f8c05d, file nodes/Twenty/shared/metadata.ts,
//    discoverTwentyObjects() with OBJECT_METADATA_QUERY (kept as LEGACY_OBJECT_METADATA_QUERY, its
//    fallback, by later versions): `POST <baseUrl>/metadata`, body `{query, variables: {after:
//    null}}`, `$after: ConnectionCursor`, `objects(paging: {first: 1000, after: $after})` with
//    `fieldsList` (relations both ends, morph relations) and `pageInfo {hasNextPage endCursor}`;
//    normalizeTwentyObject/normalizeTwentyField then refuse the whole answer unless every
//    required string is a non-empty string and every flag listed below a boolean.
//
// Both ask of /metadata more than DESIGN's list of object and field properties: `isUIReadOnly`
// and `isSearchable` on objects, `isUIReadOnly` on fields (both nodes), the `fields(paging,
// filter)` connection beside `fieldsList` (the first node), and `universalIdentifier`, `isUnique`,
// `settings`, `morphRelations`, the relation's source ends (`sourceObjectMetadata`,
// `sourceFieldMetadata`), `pageInfo.endCursor` and the `ConnectionCursor` scalar for `$after`
// (the second). Each of these is in Twenty's metadata DTOs.
//
// Neither package is on the npm registry this project installs from (tried:
// n8n-nodes-twenty-dynamic, n8n-nodes-twentycrm, @blackswampai/n8n-nodes-twentycrm), and the
// issue keeps client packages out of the repository, so their functions cannot be run here:
// the requests below restate theirs (same operation, arguments, variables and selections; laid
// out here, not copied) and the assertions restate what their code reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { UUID } from '../foundation-support.ts';
import { ok, type Rec } from '../records-support.ts';

// n8n-nodes-twenty-dynamic 2.1.1, getSchemaMetadata().
const DYNAMIC_GET_OBJECTS = `
query GetObjects {
  objects(paging: { first: 200 }) {
    edges {
      node {
        id nameSingular namePlural labelSingular labelPlural
        isCustom isSystem isActive isRemote isUIReadOnly isSearchable
        fields(paging: { first: 200 }, filter: {}) {
          edges { node { id name label type isNullable isUIReadOnly isActive isSystem options } }
        }
      }
    }
  }
}`;

// n8n-nodes-twenty-dynamic 2.1.1, getDataSchemaForObject() for the resource "person".
const DYNAMIC_INTROSPECT_PERSON = `
query IntrospectObject {
  __type(name: "Person") {
    name
    fields {
      name description isDeprecated
      type { name kind ofType { name kind ofType { name kind } } }
    }
  }
}`;

// @blackswampai/n8n-nodes-twentycrm 0.1.0, OBJECT_METADATA_QUERY.
const RELATION_ENDS = `
  type
  sourceObjectMetadata { id nameSingular namePlural }
  targetObjectMetadata { id nameSingular namePlural }
  sourceFieldMetadata { id name }
  targetFieldMetadata { id name }`;
const BLACKSWAMP_OBJECT_METADATA = `
query TwentyObjectMetadata($after: ConnectionCursor) {
  objects(paging: { first: 1000, after: $after }) {
    edges {
      node {
        id universalIdentifier nameSingular namePlural labelSingular labelPlural
        description icon isCustom isRemote isActive isSystem isUIReadOnly isSearchable
        fieldsList {
          id universalIdentifier type name label description icon isCustom isActive isSystem
          isUIReadOnly isNullable isUnique defaultValue options settings
          relation { ${RELATION_ENDS} }
          morphRelations { ${RELATION_ENDS} }
        }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

let app: TestServer;
let pipeline: Rec;

beforeAll(async () => {
  app = await startTestServer();
  // A pipeline with a custom field: the node's "custom" resource group.
  pipeline = (await ok(app, 'POST', '/rest/metadata/pipelines', { nameSingular: 'referral', namePlural: 'referrals', labelSingular: 'Referral', labelPlural: 'Referrals' })).data.createPipeline;
  await ok(app, 'POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'score', label: 'Score', type: 'NUMBER' });
});
afterAll(() => app?.close());

/** The request as n8n's httpRequestWithAuthentication sends it with `json: true`. */
async function n8nPost(endpoint: '/metadata' | '/graphql', body: Record<string, unknown>) {
  const response = await app.rawFetch(endpoint, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}

const messages = (body: { errors?: Array<{ message: string }> }) => (body.errors ?? []).map((e) => e.message).join(' | ');

describe('n8n-nodes-twenty-dynamic 2.1.1', () => {
  interface NodeField { id: string; name: string; label: string; type: string; isNullable: boolean; isWritable: boolean; isActive: boolean; isSystem: boolean; options?: Rec[] }
  interface NodeObject { id: string; nameSingular: string; namePlural: string; labelSingular: string; labelPlural: string; isCustom: boolean; isSystem: boolean; isActive: boolean; isRemote: boolean; isUIReadOnly: boolean; isSearchable: boolean; fields: NodeField[] }
  let answered: NodeObject[] | undefined;
  /** The node's objects, once the discovery request (the first test) has succeeded. */
  const discovered = () => {
    if (!answered) throw new Error('the discovery request failed: see the first test of this group');
    return answered;
  };
  const object = (name: string) => {
    const found = discovered().find((o) => o.nameSingular === name);
    expect(found, `object ${name} in ${discovered().map((o) => o.nameSingular).join(', ')}`).toBeDefined();
    return found!;
  };
  const field = (owner: string, name: string) => {
    const found = object(owner).fields.find((f) => f.name === name);
    expect(found, `field ${owner}.${name}`).toBeDefined();
    return found!;
  };

  it('getSchemaMetadata: the metadata query answers 200 without errors', async () => {
    const { status, body } = await n8nPost('/metadata', { query: DYNAMIC_GET_OBJECTS });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.errors, messages(body)).toBeUndefined();
    // What the node makes of it (getSchemaMetadata's mapping).
    answered = body.data.objects.edges.map(({ node }: Rec) => ({
      id: node.id,
      nameSingular: node.nameSingular,
      namePlural: node.namePlural,
      labelSingular: node.labelSingular,
      labelPlural: node.labelPlural,
      isCustom: node.isCustom,
      isSystem: node.isSystem,
      isActive: node.isActive,
      isRemote: node.isRemote,
      isUIReadOnly: node.isUIReadOnly,
      isSearchable: node.isSearchable,
      fields: node.fields.edges.map(({ node: f }: Rec) => ({
        id: f.id,
        name: f.name,
        label: f.label,
        type: f.type,
        isNullable: f.isNullable,
        isWritable: f.isUIReadOnly !== true,
        isActive: f.isActive,
        isSystem: f.isSystem,
        options: f.options || undefined,
      })),
    }));
  });

  it('every object and field carries what the node reads, with the types it compares', () => {
    expect(discovered().length).toBeGreaterThanOrEqual(6);
    for (const o of discovered()) {
      expect(o).toEqual({
        id: expect.stringMatching(UUID),
        nameSingular: expect.any(String),
        namePlural: expect.any(String),
        labelSingular: expect.any(String),
        labelPlural: expect.any(String),
        isCustom: expect.any(Boolean),
        isSystem: expect.any(Boolean),
        isActive: expect.any(Boolean),
        isRemote: false,
        isUIReadOnly: expect.any(Boolean),
        isSearchable: expect.any(Boolean),
        fields: expect.any(Array),
      });
      expect(o.fields.length, o.nameSingular).toBeGreaterThan(0);
      for (const f of o.fields) {
        expect(f, `${o.nameSingular}.${f.name}`).toMatchObject({
          id: expect.stringMatching(UUID),
          name: expect.any(String),
          label: expect.any(String),
          type: expect.any(String),
          isNullable: expect.any(Boolean),
          isActive: expect.any(Boolean),
          isSystem: expect.any(Boolean),
        });
      }
    }
  });

  it('the "standard" resource group holds the CRM objects, the "custom" group the pipeline', () => {
    const standard = discovered().filter((o) => o.isCustom === false && o.isSystem === false && o.isActive === true).map((o) => o.nameSingular);
    expect(standard).toEqual(expect.arrayContaining(['person', 'company', 'opportunity', 'note', 'task']));
    const custom = discovered().filter((o) => o.isCustom === true);
    expect(custom.map((o) => o.nameSingular)).toEqual(['referral']);
    expect(custom[0]).toMatchObject({ id: pipeline.id, labelSingular: 'Referral', namePlural: 'referrals' });
    expect(field('referral', 'score')).toMatchObject({ type: 'NUMBER', isWritable: true, isActive: true });
  });

  it("a person's fields: the writable ones offered on create/update, the read-only ones not", () => {
    expect(field('person', 'name')).toMatchObject({ type: 'FULL_NAME', isWritable: true, isActive: true });
    expect(field('person', 'emails')).toMatchObject({ type: 'EMAILS', isWritable: true });
    expect(field('person', 'phones')).toMatchObject({ type: 'PHONES', isWritable: true });
    expect(field('person', 'jobTitle')).toMatchObject({ type: 'TEXT', isWritable: true, isNullable: true });
    expect(field('person', 'company')).toMatchObject({ type: 'RELATION' });
    // The service sets these; a node offering them on create/update would send what is refused.
    for (const readOnly of ['createdAt', 'updatedAt']) expect(field('person', readOnly).isWritable, readOnly).toBe(false);
  });

  it("a SELECT field's options are the choices the node shows, in position order", () => {
    const stage = field('opportunity', 'stage');
    expect(stage.type).toBe('SELECT');
    const options = [...(stage.options ?? [])].sort((a, b) => a.position - b.position);
    expect(options.map((o) => o.value)).toEqual(['DISCOVERY', 'PROPOSAL', 'NEGOTIATION', 'CLOSED_WON', 'CLOSED_LOST']);
    for (const o of options) expect(o).toMatchObject({ label: expect.any(String), value: expect.any(String), position: expect.any(Number) });
  });

  it('getDataSchemaForObject: introspection of the record type lists every field of a person', async () => {
    const { status, body } = await n8nPost('/graphql', { query: DYNAMIC_INTROSPECT_PERSON });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.errors, messages(body)).toBeUndefined();
    const type = body.data.__type;
    expect(type, 'no type "Person" on /graphql').not.toBeNull();
    const byName = Object.fromEntries((type.fields as Rec[]).map((f) => [f.name, f]));
    for (const name of ['id', 'name', 'emails', 'phones', 'linkedinLink', 'jobTitle', 'city', 'companyId', 'company', 'createdAt', 'updatedAt', 'deletedAt']) {
      expect(byName[name], name).toBeDefined();
      expect(byName[name].isDeprecated, name).toBe(false);
    }
    // The node unwraps NON_NULL once and maps the scalar: `id: UUID!` is a UUID, not nullable.
    expect(byName.id.type).toMatchObject({ kind: 'NON_NULL', ofType: { name: 'UUID', kind: 'SCALAR' } });
    expect(byName.name.type).toMatchObject({ name: 'FullName', kind: 'OBJECT' });
    expect(byName.company.type).toMatchObject({ name: 'Company', kind: 'OBJECT' });
  });
});

describe('@blackswampai/n8n-nodes-twentycrm 0.1.0', () => {
  let answered: Rec | undefined;
  /** The first page of objects, once the discovery request (the first test) has succeeded. */
  const page = () => {
    if (!answered) throw new Error('the discovery request failed: see the first test of this group');
    return answered;
  };
  const nonEmpty = expect.stringMatching(/./);
  const objectNode = (name: string) => page().edges.map((e: Rec) => e.node).find((n: Rec) => n.nameSingular === name);

  it('discoverTwentyObjects: the first page, {after: null}, answers 200 without errors', async () => {
    const { status, body } = await n8nPost('/metadata', { query: BLACKSWAMP_OBJECT_METADATA, variables: { after: null } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.errors, messages(body)).toBeUndefined();
    answered = body.data.objects;
    // parsePage: edges an array, pageInfo.hasNextPage a boolean; every object fits in one page of 1000.
    expect(Array.isArray(page().edges)).toBe(true);
    expect(page().pageInfo.hasNextPage).toBe(false);
  });

  it('normalizeTwentyObject and normalizeTwentyField accept every object and field', () => {
    for (const { node } of page().edges as Rec[]) {
      expect(node, node.nameSingular).toMatchObject({
        id: nonEmpty,
        nameSingular: nonEmpty,
        namePlural: nonEmpty,
        labelSingular: nonEmpty,
        labelPlural: nonEmpty,
        isActive: expect.any(Boolean),
        isCustom: expect.any(Boolean),
        isRemote: expect.any(Boolean),
        isSystem: expect.any(Boolean),
        isUIReadOnly: expect.any(Boolean),
        isSearchable: expect.any(Boolean),
        fieldsList: expect.any(Array),
      });
      for (const f of node.fieldsList as Rec[]) {
        const where = `${node.nameSingular}.${f.name}`;
        expect(f, where).toMatchObject({
          id: nonEmpty,
          name: nonEmpty,
          label: nonEmpty,
          type: nonEmpty,
          isActive: expect.any(Boolean),
          isCustom: expect.any(Boolean),
          isNullable: expect.any(Boolean),
          isUnique: expect.any(Boolean),
          isUIReadOnly: expect.any(Boolean),
          isSystem: expect.any(Boolean),
        });
        // Present (null allowed) as the query asks for them.
        for (const key of ['universalIdentifier', 'description', 'icon', 'defaultValue', 'options', 'settings', 'relation', 'morphRelations']) expect(f, `${where} ${key}`).toHaveProperty(key);
        if (f.morphRelations !== null) expect(Array.isArray(f.morphRelations), where).toBe(true);
        for (const relation of [f.relation, ...(f.morphRelations ?? [])].filter(Boolean)) {
          expect(relation, where).toEqual({
            type: nonEmpty,
            sourceObjectMetadata: { id: nonEmpty, nameSingular: nonEmpty, namePlural: nonEmpty },
            targetObjectMetadata: { id: nonEmpty, nameSingular: nonEmpty, namePlural: nonEmpty },
            sourceFieldMetadata: { id: nonEmpty, name: nonEmpty },
            targetFieldMetadata: { id: nonEmpty, name: nonEmpty },
          });
        }
      }
    }
  });

  it('relations are described from both ends', () => {
    const person = objectNode('person');
    const company = objectNode('company');
    expect(person, 'person').toBeDefined();
    expect(company, 'company').toBeDefined();
    const toCompany = person.fieldsList.find((f: Rec) => f.name === 'company');
    expect(toCompany.relation).toMatchObject({
      type: 'MANY_TO_ONE',
      sourceObjectMetadata: { id: person.id, nameSingular: 'person' },
      targetObjectMetadata: { id: company.id, nameSingular: 'company', namePlural: 'companies' },
      sourceFieldMetadata: { name: 'company' },
      targetFieldMetadata: { name: 'people' },
    });
    const people = company.fieldsList.find((f: Rec) => f.name === 'people');
    expect(people.relation).toMatchObject({
      type: 'ONE_TO_MANY',
      sourceObjectMetadata: { id: company.id },
      targetObjectMetadata: { id: person.id, nameSingular: 'person', namePlural: 'people' },
      sourceFieldMetadata: { id: people.id, name: 'people' },
      targetFieldMetadata: { id: toCompany.id, name: 'company' },
    });
    // Plain fields have no relation.
    expect(person.fieldsList.find((f: Rec) => f.name === 'jobTitle').relation).toBeNull();
  });

  it('the pipeline is a custom object with its fields', () => {
    const referral = objectNode('referral');
    expect(referral).toMatchObject({ id: pipeline.id, isCustom: true, labelPlural: 'Referrals' });
    expect(referral.fieldsList.find((f: Rec) => f.name === 'score')).toMatchObject({ type: 'NUMBER', isCustom: true, isNullable: true });
  });
});
