// validatorParts (src/http/validator-parts.ts): the workspace document cut into the parts the
// REST edge compiles one validator each for. Every path is in exactly the part a request to it
// is sent to, each part is a document of its own (every $ref resolves inside it), and a change
// to one object leaves the other parts' documents byte for byte the same (so their compiled
// validators are kept).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/http/openapi-document.ts';
import { FALLBACK_PART, partKey, partPaths, partUnchanged, validatorPart, validatorParts } from '../../src/http/validator-parts.ts';
import { buildWorkspaceDocument } from '../../src/http/workspace-document.ts';
import { BUILT_IN_OBJECTS } from '../../src/metadata/registry.ts';
import { scalar } from '../../src/metadata/field-builders.ts';
import { workspaceObjects } from '../support/workspace-objects.ts';

const base = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;

/** Every `#/components/...` reference inside `value`. */
function refs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, into));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') into.push(child);
      else refs(child, into);
    }
  return into;
}

const resolves = (document: OpenApiDocument, ref: string) => {
  const [, , section, name] = ref.split('/');
  return (document.components as Record<string, Record<string, unknown> | undefined>)[section]?.[name] !== undefined;
};

describe('partKey', () => {
  it('is the segment after /rest, or batch/<object> for the batch paths, lower-cased', () => {
    expect(partKey('/rest/people')).toBe('people');
    expect(partKey('/rest/people/{id}')).toBe('people');
    expect(partKey('/rest/people/3f2c/extra')).toBe('people');
    expect(partKey('/REST/People')).toBe('people');
    expect(partKey('/rest/batch/people')).toBe('batch/people');
    expect(partKey('/rest/metadata/pipelines/{id}/fields')).toBe('metadata');
  });

  it('is the fallback for a {param} in the deciding segment and for paths outside /rest', () => {
    expect(partKey('/rest/{object}')).toBe(FALLBACK_PART);
    expect(partKey('/rest/batch/{object}')).toBe(FALLBACK_PART);
    expect(partKey('/rest')).toBe(FALLBACK_PART);
    expect(partKey('/healthz')).toBe(FALLBACK_PART);
  });
});

describe('validatorParts', () => {
  const document = buildWorkspaceDocument(base, workspaceObjects());
  const modes = { read: validatorParts(document, 'read'), write: validatorParts(document, 'write') };
  const reads = new Set(['get', 'head']);

  it('puts every path in exactly the part its requests go to, responses left out, the operations of the other mode as stubs', () => {
    for (const [mode, parts] of Object.entries(modes)) {
      const seen: string[] = [];
      for (const [key, part] of parts) {
        for (const [path, item] of Object.entries(part.paths)) {
          expect(partKey(path), path).toBe(key);
          seen.push(path);
          const whole = document.paths[path] as Record<string, unknown>;
          for (const [method, operation] of Object.entries(item as Record<string, Record<string, unknown>>)) {
            if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
            expect(Object.keys(operation.responses as object)).toEqual(['default']);
            // Every method of the path is there; only this mode's take anything.
            expect(whole[method], `${path} ${method}`).toBeDefined();
            if (reads.has(method) === (mode === 'read')) expect(operation).toEqual({ ...(whole[method] as object), responses: operation.responses });
            else expect(operation).toEqual({ responses: operation.responses });
          }
          for (const method of Object.keys(whole)) if (!['parameters', 'summary', 'description', 'servers'].includes(method)) expect(item, `${path} ${method}`).toHaveProperty(method);
        }
      }
      expect(seen.sort()).toEqual(Object.keys(document.paths).sort());
      expect(parts.has('people') && parts.has('batch/people') && parts.has('deals') && parts.has(FALLBACK_PART)).toBe(true);
    }
  });

  it('makes each part a document of its own: every reference resolves inside it, and only what it reaches is there', () => {
    for (const parts of Object.values(modes)) {
      for (const [key, part] of parts) {
        for (const ref of refs(part)) expect(resolves(part, ref), `${key}: ${ref}`).toBe(true);
        const sections = (doc: OpenApiDocument) => doc.components as { securitySchemes?: unknown } | undefined;
        expect(sections(part)?.securitySchemes, key).toEqual(sections(document)?.securitySchemes);
      }
    }
    const schemaNames = (part: OpenApiDocument) => Object.keys((part.components as { schemas?: Record<string, unknown> }).schemas ?? {});
    const people = modes.write.get('people')!.components as { schemas: Record<string, unknown> };
    expect(Object.keys(people.schemas)).toContain('PersonForCreate');
    expect(Object.keys(people.schemas)).not.toContain('WorkflowForCreate');
    // The request schemas are the workspace document's, custom fields included.
    expect(people.schemas.PersonForCreate).toEqual((document.components as { schemas: Record<string, unknown> }).schemas.PersonForCreate);
    // Reads take no body: their part reaches no record schema.
    expect(schemaNames(modes.read.get('people')!).filter((name) => name.startsWith('Person'))).toEqual([]);
  });

  it('a pipeline added changes its own parts only; the others stay byte for byte the same', () => {
    const withoutDeals = buildWorkspaceDocument(base, [...BUILT_IN_OBJECTS]);
    const changedIn = (mode: 'read' | 'write') => {
      const before = validatorParts(withoutDeals, mode);
      const parts = modes[mode];
      return [...parts.keys()].filter((key) => JSON.stringify(parts.get(key)) !== JSON.stringify(before.get(key)));
    };
    const writes = changedIn('write');
    // The fixture's pipelines and person's custom fields (relations reach company, person and opportunity).
    expect(writes).toEqual(expect.arrayContaining(['deals', 'batch/deals', 'partners', 'people']));
    expect(writes).not.toContain('metadata');
    expect(writes).not.toContain('webhooks');
    expect(writes).not.toContain('workflows');
    expect(writes.length).toBeLessThan(modes.write.size / 2);
    // Custom fields change no read part: only the new pipelines' parts are new.
    expect(changedIn('read').sort()).toEqual(['batch/deals', 'batch/partners', 'deals', 'partners']);
  });

  it('tells a part unchanged by the nodes it was cut from, without comparing its contents', () => {
    const objects = workspaceObjects();
    const before = buildWorkspaceDocument(base, objects);
    const cut = (document: OpenApiDocument, key: string, mode: 'read' | 'write' = 'write') => validatorPart(document, partPaths(document).get(key)!, mode);
    const kept = new Map(['deals', 'opportunities', 'webhooks', FALLBACK_PART].map((key) => [key, cut(before, key).sources]));
    const keptReads = new Map(['deals', 'people'].map((key) => [key, cut(before, key, 'read').sources]));
    // A field added to deal: the deal part changed; opportunities and webhooks, which name no
    // deal, did not (people would have: person.favoriteDeal's description reads deal's label).
    const deal = objects.find((o) => o.nameSingular === 'deal')!;
    const after = buildWorkspaceDocument(base, objects.map((o) => (o === deal ? { ...deal, fields: [...deal.fields, { ...scalar('territory', 'TEXT'), isCustom: true }] } : o)));
    const unchanged = (key: string) => partUnchanged(after, partPaths(after).get(key)!, kept.get(key)!);
    expect(unchanged('deals')).toBe(false);
    expect(unchanged('opportunities')).toBe(true);
    expect(unchanged('webhooks')).toBe(true);
    expect(unchanged(FALLBACK_PART)).toBe(true);
    // Unchanged means the same document, byte for byte.
    for (const key of ['opportunities', 'webhooks']) expect(JSON.stringify(cut(after, key).document)).toBe(JSON.stringify(cut(before, key).document));
    expect(JSON.stringify(cut(after, 'deals').document)).not.toBe(JSON.stringify(cut(before, 'deals').document));
    // The reads of deals and people did not change: their validators stay.
    for (const key of ['deals', 'people']) {
      expect(partUnchanged(after, partPaths(after).get(key)!, keptReads.get(key)!), key).toBe(true);
      expect(JSON.stringify(cut(after, key, 'read').document)).toBe(JSON.stringify(cut(before, key, 'read').document));
    }
  });
});
