// The records the run has seen, by component schema name (Person, Company, Deal, Webhook,
// ObjectMetadata, FieldMetadata, ...): learnt from every 2xx answer by walking the body along
// its response schema, forgotten when a delete succeeds. Generated requests take their path ids
// and relation ids (`companyId`) from here, so many writes reach the record layer.
import type { Rng } from './prng.ts';
import type { JsonSchema, SchemaIndex } from './schema-index.ts';

export interface PoolEntry {
  id: string;
  schema: string;
  /** String properties of the record that can name it (nameSingular, standardId, ...). */
  names: Record<string, string>;
  /** The record this one was found inside (a field's object). */
  owner?: PoolEntry;
  /** Whether the record is a custom one (metadata). */
  isCustom?: boolean;
}

/** Properties kept as alternative names of a record. */
const NAME_PROPERTIES = ['nameSingular', 'namePlural', 'standardId', 'name'];
const MAX_PER_SCHEMA = 200;

export class IdPool {
  private readonly bySchema = new Map<string, PoolEntry[]>();
  /** Ids no destructive request may name (the run's own key, the setup pipeline and fields). */
  readonly protectedIds = new Set<string>();

  add(entry: PoolEntry): void {
    const list = this.bySchema.get(entry.schema) ?? [];
    const index = list.findIndex((e) => e.id === entry.id);
    if (index >= 0) list[index] = { ...list[index], ...entry, owner: entry.owner ?? list[index].owner };
    else {
      list.push(entry);
      if (list.length > MAX_PER_SCHEMA) list.splice(0, list.length - MAX_PER_SCHEMA);
    }
    this.bySchema.set(entry.schema, list);
  }

  /** Forgets an id in every schema; `withOwned` also the records found inside it (a pipeline's fields). */
  remove(id: string, options: { withOwned?: boolean } = {}): void {
    const lower = id.toLowerCase();
    for (const [schema, list] of this.bySchema) {
      this.bySchema.set(
        schema,
        list.filter((e) => e.id.toLowerCase() !== lower && !(options.withOwned && e.owner?.id.toLowerCase() === lower)),
      );
    }
  }

  entries(schema: string): PoolEntry[] {
    return this.bySchema.get(schema) ?? [];
  }

  size(schema: string): number {
    return this.entries(schema).length;
  }

  /** A random entry of the schema; `destructive` leaves out protected ids. */
  pick(rng: Rng, schema: string, options: { destructive?: boolean; filter?: (e: PoolEntry) => boolean } = {}): PoolEntry | undefined {
    const candidates = this.entries(schema).filter(
      (e) => (!options.destructive || !this.protectedIds.has(e.id)) && (!options.filter || options.filter(e)),
    );
    return candidates.length ? rng.pick(candidates) : undefined;
  }

  /** Every id of a schema (for filters such as `id[in]:[...]`). */
  ids(schema: string): string[] {
    return this.entries(schema).map((e) => e.id);
  }

  /**
   * Learns every record an answer holds: walks `body` along `schema`; each object that is a
   * component with a uuid `id` becomes an entry (children of a record remember it as owner).
   */
  learn(index: SchemaIndex, schema: JsonSchema | undefined, body: unknown, owner?: PoolEntry): void {
    if (!schema || body === null || body === undefined) return;
    const { schema: resolved, name } = index.resolve(schema);
    if (Array.isArray(body)) {
      const items = this.itemsSchema(index, resolved);
      if (items) for (const item of body) this.learn(index, items, item, owner);
      return;
    }
    if (typeof body !== 'object') return;
    const branches = resolved.anyOf ?? resolved.oneOf;
    if (branches) {
      const objectBranch = branches.find((b) => index.types(b)?.includes('object') || index.resolve(b).name);
      if (objectBranch) this.learn(index, objectBranch, body, owner);
      return;
    }
    const record = body as Record<string, unknown>;
    let self = owner;
    if (name && typeof record.id === 'string' && /^[0-9a-f-]{36}$/i.test(record.id)) {
      const names: Record<string, string> = {};
      for (const key of NAME_PROPERTIES) if (typeof record[key] === 'string') names[key] = record[key] as string;
      self = { id: record.id, schema: name, names, owner, isCustom: record.isCustom === true ? true : undefined };
      this.add(self);
    }
    const { properties } = index.properties(resolved);
    for (const [key, value] of Object.entries(record)) {
      if (value !== null && typeof value === 'object' && properties[key]) this.learn(index, properties[key], value, self);
    }
  }

  private itemsSchema(index: SchemaIndex, schema: JsonSchema): JsonSchema | undefined {
    if (schema.items) return schema.items;
    const nonNull = index.resolve(index.nonNull(schema)).schema;
    return nonNull.items;
  }
}
