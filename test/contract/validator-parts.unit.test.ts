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
  const parts = validatorParts(document);

  it('puts every path in exactly the part its requests go to, responses left out', () => {
    const seen: string[] = [];
    for (const [key, part] of parts) {
      for (const [path, item] of Object.entries(part.paths)) {
        expect(partKey(path), path).toBe(key);
        seen.push(path);
        for (const operation of Object.values(item as Record<string, { responses?: unknown }>))
          if (operation && typeof operation === 'object' && 'responses' in operation) expect(Object.keys(operation.responses as object)).toEqual(['default']);
      }
    }
    expect(seen.sort()).toEqual(Object.keys(document.paths).sort());
    expect(parts.has('people') && parts.has('batch/people') && parts.has('deals') && parts.has(FALLBACK_PART)).toBe(true);
  });

  it('makes each part a document of its own: every reference resolves inside it, and only what it reaches is there', () => {
    for (const [key, part] of parts) {
      for (const ref of refs(part)) expect(resolves(part, ref), `${key}: ${ref}`).toBe(true);
      const sections = (doc: OpenApiDocument) => doc.components as { securitySchemes?: unknown } | undefined;
      expect(sections(part)?.securitySchemes, key).toEqual(sections(document)?.securitySchemes);
    }
    const people = parts.get('people')!.components as { schemas: Record<string, unknown> };
    expect(Object.keys(people.schemas)).toContain('PersonForCreate');
    expect(Object.keys(people.schemas)).not.toContain('WorkflowForCreate');
    // The request schemas are the workspace document's, custom fields included.
    expect(people.schemas.PersonForCreate).toEqual((document.components as { schemas: Record<string, unknown> }).schemas.PersonForCreate);
  });

  it('a pipeline added changes its own parts only; the others stay byte for byte the same', () => {
    const withoutDeals = validatorParts(buildWorkspaceDocument(base, [...BUILT_IN_OBJECTS]));
    const changed = [...parts.keys()].filter((key) => JSON.stringify(parts.get(key)) !== JSON.stringify(withoutDeals.get(key)));
    // The fixture's pipelines and person's custom fields (relations reach company, person and opportunity).
    expect(changed).toEqual(expect.arrayContaining(['deals', 'batch/deals', 'partners', 'people']));
    expect(changed).not.toContain('metadata');
    expect(changed).not.toContain('webhooks');
    expect(changed).not.toContain('workflows');
    expect(changed.length).toBeLessThan(parts.size / 2);
  });

  it('tells a part unchanged by the nodes it was cut from, without comparing its contents', () => {
    const objects = workspaceObjects();
    const before = buildWorkspaceDocument(base, objects);
    const cut = (document: OpenApiDocument, key: string) => validatorPart(document, partPaths(document).get(key)!);
    const kept = new Map(['deals', 'opportunities', 'webhooks', FALLBACK_PART].map((key) => [key, cut(before, key).sources]));
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
  });
});
