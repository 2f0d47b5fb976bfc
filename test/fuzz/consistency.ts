// Records touched read back consistent: after a successful create or update the record is read
// again and every field the request wrote must hold what was written (up to the service's
// documented normalisation: UUIDs in lower case, timestamps as the same instant in UTC, a blank
// composite sub-field as null, a multi-select without duplicates, composites merged sub-field by
// sub-field, an object named by its name reading back as its id); after a successful delete the
// record is gone (404).
import type { JsonSchema, SchemaIndex } from './schema-index.ts';

/**
 * Properties that take an object's name or its id and answer its id (a field's objectMetadataId:
 * `POST /rest/metadata/fields {"objectMetadataId": "companies"}` reads back the companies' id).
 */
const NAME_OR_ID = new Set(['objectMetadataId']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Properties where a written null (or a null inside) means "the service's own value" (createdBy on create). */
const NULL_MEANS_SERVICE_VALUE = new Set(['createdBy']);

/**
 * Representations kept in step (src/lib/rich-text/body.ts): inside a rich text composite a null
 * side counts as "not given" and is derived from the other; a note's or task's plain `body`
 * written null next to a bodyV2 with content reads back the plain text of that content.
 */
const RICH_TEXT_COMPOSITES = new Set(['RichTextV2']);
const KEPT_IN_STEP: Record<string, string> = { body: 'bodyV2', bodyV2: 'body' };

const hasContent = (value: unknown): boolean =>
  (typeof value === 'string' && value !== '') || (!!value && typeof value === 'object' && Object.values(value).some(hasContent));

/** Differences between what was written and what reads back; empty when consistent. */
export function compareWritten(index: SchemaIndex, readSchema: JsonSchema | undefined, sent: unknown, got: unknown, path = ''): string[] {
  if (sent === undefined) return [];
  const here = path || '(record)';
  const resolved = readSchema ? index.resolve(index.nonNull(readSchema)).schema : {};
  const format = resolved.format;

  if (sent === null) {
    if (got === null || got === undefined) return [];
    // null clears a composite: every sub-field reads back null (or empty).
    if (typeof got === 'object' && !Array.isArray(got)) {
      const left = Object.entries(got as Record<string, unknown>).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0) && v !== '');
      return left.length ? [`${here}: null written, reads back ${excerpt(got)}`] : [];
    }
    if (Array.isArray(got) && got.length === 0) return [];
    return [`${here}: null written, reads back ${excerpt(got)}`];
  }
  if (typeof sent === 'string') {
    if (got === null && sent === '') return [];
    if (typeof got !== 'string') return [`${here}: wrote ${excerpt(sent)}, reads back ${excerpt(got)}`];
    if (NAME_OR_ID.has(path.split('.').at(-1) ?? '') && !UUID.test(sent) && UUID.test(got)) return [];
    if (format === 'uuid' || UUID.test(sent)) {
      return sent.toLowerCase() === got.toLowerCase() ? [] : [`${here}: wrote ${excerpt(sent)}, reads back ${excerpt(got)}`];
    }
    if (format === 'date-time') {
      const a = Date.parse(sent);
      if (Number.isNaN(a)) return []; // the service accepted a form JS cannot read: not comparable here
      return a === Date.parse(got) ? [] : [`${here}: wrote ${sent} (${new Date(a).toISOString()}), reads back ${got}`];
    }
    return sent === got ? [] : [`${here}: wrote ${excerpt(sent)}, reads back ${excerpt(got)}`];
  }
  if (typeof sent === 'number') {
    // -0 and 0 are one number to JSON consumers.
    return typeof got === 'number' && (sent === got || (sent === 0 && got === 0)) ? [] : [`${here}: wrote ${sent}, reads back ${excerpt(got)}`];
  }
  if (typeof sent === 'boolean') return sent === got ? [] : [`${here}: wrote ${sent}, reads back ${excerpt(got)}`];
  if (Array.isArray(sent)) {
    if (!Array.isArray(got)) return [`${here}: wrote an array, reads back ${excerpt(got)}`];
    const candidates = [sent, dedupe(sent)];
    for (const candidate of candidates) {
      if (candidate.length !== got.length) continue;
      const problems = candidate.flatMap((item, i) => compareWritten(index, resolved.items, item, got[i], `${here}[${i}]`));
      if (!problems.length) return [];
    }
    return [`${here}: wrote ${excerpt(sent)}, reads back ${excerpt(got)}`];
  }
  if (typeof sent === 'object') {
    if (got === null || typeof got !== 'object' || Array.isArray(got)) return [`${here}: wrote an object, reads back ${excerpt(got)}`];
    const typed = index.types(resolved);
    if (!typed) return deepEqual(sent, got) ? [] : [`${here}: wrote ${excerpt(sent)}, reads back ${excerpt(got)}`];
    const { properties } = index.properties(resolved);
    const richText = RICH_TEXT_COMPOSITES.has(index.resolve(readSchema ? index.nonNull(readSchema) : {}).name ?? '');
    return Object.entries(sent as Record<string, unknown>).flatMap(([key, value]) => {
      if (!(key in properties)) return []; // written but not part of what reads back (a plain-text body, a secret)
      if (NULL_MEANS_SERVICE_VALUE.has(key)) {
        if (value === null || typeof value !== 'object') return [];
        const stated = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
        return compareWritten(index, properties[key], stated, (got as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      }
      if (value === null && richText) return [];
      if (value === null && KEPT_IN_STEP[key] && hasContent((sent as Record<string, unknown>)[KEPT_IN_STEP[key]])) return [];
      return compareWritten(index, properties[key], value, (got as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    });
  }
  return [];
}

function dedupe(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = JSON.stringify(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** JSON equality with object keys in any order and 0 == -0 (jsonb keeps neither). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => deepEqual(item, (b as unknown[])[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function excerpt(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 120)}...(${text.length} chars)` : text;
}
