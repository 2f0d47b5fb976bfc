// What the service accepts where the document's schemas cannot say it: relation ids of records
// that exist (from the pool), e-mail addresses, a createdBy source, webhook targets that never
// leave the machine (the reserved .invalid TLD), pipeline and field definitions with unique
// camelCase names, exactly one target of a note or task relation, a currency code with an
// amount. Everything else comes from the schema alone (value-generator.ts).
import { ACTOR_SOURCES } from '../../src/metadata/composite-types.ts';
import type { PoolEntry } from './id-pool.ts';
import type { JsonSchema } from './schema-index.ts';
import { email, isoDateTime, text, uuidV4, word, type GenContext, type Site } from './value-generator.ts';

export interface Hints {
  /** A value for this site, or undefined to let the schema decide. */
  value(ctx: GenContext, site: Site, schema: JsonSchema, componentName: string | undefined): { value: unknown } | undefined;
  /** Adjusts a generated object of `site.component` in place. */
  fixObject(ctx: GenContext, site: Site, object: Record<string, unknown>): void;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A camelCase identifier no other name of the run has: fzMaple12. */
export function uniqueName(ctx: GenContext, maxLength = 30): string {
  return `fz${capital(word(ctx.rng))}${ctx.unique()}`.slice(0, maxLength);
}

const OPTION_WORDS = ['LOW', 'HIGH', 'MEDIUM', 'IN_PROGRESS', 'DONE', 'NEW_LEAD', 'OPTION_A', 'OPTION_B', 'X1', 'Y2'];

function options(ctx: GenContext): Record<string, unknown>[] {
  const values = ctx.rng.sample(OPTION_WORDS, ctx.rng.int(1, 4));
  return values.map((value, position) => {
    const option: Record<string, unknown> = { value };
    if (ctx.rng.chance(0.5)) option.label = capital(value.toLowerCase().replace(/_/g, ' '));
    if (ctx.rng.chance(0.3)) option.color = ctx.rng.pick(['red', 'green', 'blue', null]);
    if (ctx.rng.chance(0.3)) option.position = position;
    return option;
  });
}

/** Objects that exist in the run (built-in and pipelines), by entry. */
const objectEntries = (ctx: GenContext, filter?: (e: PoolEntry) => boolean) =>
  ctx.pool.entries('ObjectMetadata').filter((e) => e.names.nameSingular && (!filter || filter(e)));

/** A default value that fits the field type (or none). */
function defaultValueFor(ctx: GenContext, type: string, opts: Record<string, unknown>[] | undefined): unknown {
  const { rng } = ctx;
  switch (type) {
    case 'TEXT':
      return text(rng, 0, 20);
    case 'NUMBER':
      return rng.int(-100, 100);
    case 'BOOLEAN':
      return rng.chance(0.5);
    case 'DATE':
      return '2024-01-31';
    case 'DATE_TIME':
      return isoDateTime(rng);
    case 'SELECT':
      return opts?.[0]?.value;
    case 'MULTI_SELECT':
      return opts ? [opts[0].value] : undefined;
    case 'RAW_JSON':
      return { a: [1, 'two', null] };
    default:
      return undefined;
  }
}

/** A field definition (FieldForCreate / FieldForCreateFlat) the service accepts. */
function fieldDefinition(ctx: GenContext, flat: boolean): Record<string, unknown> {
  const { rng, index } = ctx;
  const types = (index.resolve(index.schemas.RuntimeFieldType ?? {}).schema.enum as string[] | undefined) ?? ['TEXT'];
  const type = rng.pick(types);
  const definition: Record<string, unknown> = { name: uniqueName(ctx, 40), type };
  if (rng.chance(0.5)) definition.label = `Fz ${text(rng, 1, 30)}`;
  if (type === 'SELECT' || type === 'MULTI_SELECT') definition.options = options(ctx);
  if (type === 'RELATION') {
    const targets = objectEntries(ctx, (e) => ['person', 'company', 'opportunity'].includes(e.names.nameSingular) || e.isCustom === true);
    definition.relationTarget = targets.length ? rng.pick(targets).names.nameSingular : 'company';
    definition.relationInverseName = uniqueName(ctx, 40);
  }
  if (rng.chance(0.2)) {
    const value = defaultValueFor(ctx, type, definition.options as Record<string, unknown>[] | undefined);
    if (value !== undefined) definition.defaultValue = value;
  }
  if (rng.chance(0.1)) definition.isNullable = true;
  if (flat) {
    const pipelines = objectEntries(ctx, (e) => e.isCustom === true);
    if (pipelines.length && rng.chance(0.5)) definition.pipelineId = rng.pick(pipelines).id;
    else {
      const builtIn = objectEntries(ctx, (e) => ['person', 'company', 'opportunity', 'note', 'task'].includes(e.names.nameSingular));
      const target = builtIn.length ? rng.pick(builtIn) : undefined;
      definition.objectMetadataId = target ? rng.pick([target.id, target.names.nameSingular, target.names.namePlural ?? target.id]) : 'person';
    }
  }
  return definition;
}

const WEBHOOK_OPERATIONS = ['*', 'person.created', 'person.*', 'company.updated', 'opportunity.deleted', '*.created', 'note.*', 'task.updated'];

type ValueHint = (ctx: GenContext, site: Site, schema: JsonSchema) => unknown;

/** Whole values of a component, on entering it. */
const COMPONENT_HINTS: Record<string, ValueHint> = {
  ActorInput: (ctx) => (ctx.rng.chance(0.8) ? { source: ctx.rng.pick(ACTOR_SOURCES) } : {}),
  RichTextV2Input: (ctx) =>
    ctx.rng.pick([
      { markdown: `# ${text(ctx.rng, 1, 20)}\n\n${text(ctx.rng, 0, 60)}` },
      { markdown: text(ctx.rng, 1, 80) },
      { markdown: `- ${word(ctx.rng)}\n- **${word(ctx.rng)}**` },
      { markdown: null },
    ]),
  FieldForCreate: (ctx) => fieldDefinition(ctx, false),
  FieldForCreateFlat: (ctx) => fieldDefinition(ctx, true),
  FieldForUpdate: (ctx) => {
    const update: Record<string, unknown> = {};
    if (ctx.rng.chance(0.7)) update.label = `Fz ${text(ctx.rng, 1, 30)}`;
    if (ctx.rng.chance(0.3)) update.isActive = ctx.rng.chance(0.7);
    return update;
  },
  PipelineForCreate: (ctx) => {
    const singular = uniqueName(ctx, 29);
    return { nameSingular: singular, namePlural: `${singular}s`, labelSingular: capital(word(ctx.rng)), labelPlural: `${capital(word(ctx.rng))}s` };
  },
  PipelineForUpdate: (ctx) => {
    const update: Record<string, unknown> = {};
    if (ctx.rng.chance(0.7)) update.labelSingular = `Fz ${text(ctx.rng, 1, 30)}`;
    if (ctx.rng.chance(0.5)) update.labelPlural = `Fz ${text(ctx.rng, 1, 30)}s`;
    return update;
  },
};

/** Values of a property wherever it appears (`*.name`) or in one component (`Component.name`). */
const PROPERTY_HINTS: Record<string, ValueHint> = {
  '*.primaryEmail': (ctx) => email(ctx.rng, ctx),
  '*.additionalEmails': (ctx) => Array.from({ length: ctx.rng.int(0, 2) }, () => email(ctx.rng, ctx)),
  '*.userEmail': (ctx) => email(ctx.rng, ctx),
  '*.targetUrl': (ctx) =>
    ctx.webhookTarget ? `${ctx.webhookTarget}/${ctx.rng.pick(['ok', 'ok', 'ok', 'fail'])}/${ctx.unique()}` : `https://h${ctx.unique()}.fuzz.invalid/${word(ctx.rng)}`,
  'WebhookForCreate.operations': (ctx) => ctx.rng.sample(WEBHOOK_OPERATIONS, ctx.rng.int(1, 3)),
  'WebhookForUpdate.operations': (ctx) => ctx.rng.sample(WEBHOOK_OPERATIONS, ctx.rng.int(1, 3)),
  'ApiKeyForCreate.expiresAt': (ctx) => (ctx.rng.chance(0.3) ? null : new Date(Date.now() + ctx.rng.int(1, 1000) * 86_400_000).toISOString()),
};

/** Relation ids (`companyId`) point at records of the run (mostly), else at nothing or null. */
function relationId(ctx: GenContext, site: Site, schema: JsonSchema): { value: unknown } | undefined {
  if (!site.property || !site.parentComponent) return undefined;
  const target = ctx.index.relationTarget(site.parentComponent, site.property);
  if (!target) return undefined;
  const entry = ctx.pool.pick(ctx.rng, target);
  const nullable = ctx.index.nullable(schema);
  if (entry && ctx.rng.chance(0.9)) return { value: ctx.rng.chance(0.1) ? entry.id.toUpperCase() : entry.id };
  if (nullable && ctx.rng.chance(0.7)) return { value: null };
  return { value: uuidV4(ctx.rng) };
}

/** Note and task relations link exactly one target record. */
function exactlyOneTarget(ctx: GenContext, site: Site, object: Record<string, unknown>): void {
  if (!site.component || !/TargetForCreate$/.test(site.component)) return;
  const required = new Set(ctx.index.properties(ctx.index.schemas[site.component]).required);
  const targets = Object.keys(ctx.index.properties(ctx.index.schemas[site.component]).properties).filter(
    (p) => p.endsWith('Id') && !required.has(p) && ctx.index.relationTarget(site.component, p),
  );
  if (!targets.length) return;
  for (const t of targets) delete object[t];
  const chosen = ctx.rng.pick(targets);
  const entry = ctx.pool.pick(ctx.rng, ctx.index.relationTarget(site.component, chosen)!);
  object[chosen] = entry?.id ?? uuidV4(ctx.rng);
}

export const HINTS: Hints = {
  value(ctx, site, schema, componentName) {
    if (componentName && COMPONENT_HINTS[componentName]) return { value: COMPONENT_HINTS[componentName](ctx, site, schema) };
    if (site.property) {
      const relation = relationId(ctx, site, schema);
      if (relation) return relation;
      const hint = PROPERTY_HINTS[`${site.parentComponent}.${site.property}`] ?? PROPERTY_HINTS[`*.${site.property}`];
      if (hint) {
        if (ctx.index.nullable(schema) && ctx.rng.chance(0.05)) return { value: null };
        return { value: hint(ctx, site, schema) };
      }
    }
    return undefined;
  },
  fixObject(ctx, site, object) {
    exactlyOneTarget(ctx, site, object);
    // An amount needs its currency.
    if (site.component === 'CurrencyInput' && object.amountMicros !== undefined && object.amountMicros !== null) {
      object.currencyCode = ctx.rng.pick(['EUR', 'USD', 'GBP', 'JPY']);
    }
    if (site.component === 'CurrencyInput' && typeof object.amountMicros === 'number') {
      object.amountMicros = Math.trunc(object.amountMicros) * 10_000;
    }
  },
};
