// Field definition bodies (POST and PATCH .../fields) -> stored rows, with every fault named.
// The OpenAPI validator checks shapes at the edge; the rules that need the object (names in
// use, relation targets, option values, default values) are checked here.
import { newRecordId } from '../lib/record-id.ts';
import { storedTextProblem } from '../lib/stored-text.ts';
import { validateInput } from '../records/codec/validate-input.ts';
import { humanize, snakeCase } from '../metadata/field-builders.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import { fieldsOfRow } from './build-objects.ts';
import { hasOptions, isRuntimeFieldType, RUNTIME_FIELD_TYPES } from './field-types.ts';
import { CAMEL_CASE, fieldNameProblem } from './names.ts';
import type { FieldRow, StoredOption } from './runtime-rows.ts';

const OPTION_VALUE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
const MAX_OPTIONS = 200;
const MAX_LABEL = 100;
const MAX_DESCRIPTION = 1_000;

export interface OptionInput {
  id?: string;
  value?: unknown;
  label?: unknown;
  color?: unknown;
  position?: unknown;
}

export interface FieldCreateInput {
  name?: unknown;
  label?: unknown;
  type?: unknown;
  description?: unknown;
  isNullable?: unknown;
  defaultValue?: unknown;
  options?: unknown;
  relationTarget?: unknown;
  relationInverseName?: unknown;
}

export interface FieldUpdateInput {
  label?: unknown;
  description?: unknown;
  isActive?: unknown;
  defaultValue?: unknown;
  options?: unknown;
}


/** "New lead" for NEW_LEAD. */
const optionLabel = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');

/** A text the database stores as written (no NUL, no unpaired surrogate: lib/stored-text.ts). */
function textProblem(path: string, value: string): string | undefined {
  const problem = storedTextProblem(value);
  return problem ? `${path}: ${problem}` : undefined;
}

export function labelProblem(path: string, value: unknown, required: boolean): string | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value.trim() === '') return `${path}: must be a non-empty string`;
  if (value.length > MAX_LABEL) return `${path}: must be at most ${MAX_LABEL} characters`;
  return textProblem(path, value);
}

export function descriptionProblem(path: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return `${path}: must be a string or null`;
  if (value.length > MAX_DESCRIPTION) return `${path}: must be at most ${MAX_DESCRIPTION} characters`;
  return textProblem(path, value);
}

/** Options as stored: values UPPER_SNAKE_CASE and unique; ids kept when the client sends them back. */
export function parseOptions(value: unknown, previous: StoredOption[] | null, problems: string[]): StoredOption[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push('options: must be a non-empty array of { value, label?, color?, position? }');
    return [];
  }
  if (value.length > MAX_OPTIONS) problems.push(`options: at most ${MAX_OPTIONS} options`);
  const seen = new Set<string>();
  return value.map((item: OptionInput, index) => {
    const path = `options[${index}]`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      problems.push(`${path}: must be an object { value, label?, color?, position? }`);
      return { id: newRecordId(), value: '', label: '', color: null, position: index };
    }
    const v = item.value;
    if (typeof v !== 'string' || !OPTION_VALUE.test(v)) {
      const hint = typeof v === 'string' && OPTION_VALUE.test(v.toUpperCase()) ? ` (use '${v.toUpperCase()}')` : '';
      problems.push(`${path}.value: must be UPPER_SNAKE_CASE such as IN_PROGRESS, got ${JSON.stringify(v)}${hint}`);
    } else if (seen.has(v)) problems.push(`${path}.value: '${v}' appears twice`);
    else seen.add(v);
    const labelIssue = labelProblem(`${path}.label`, item.label, false);
    if (labelIssue) problems.push(labelIssue);
    if (item.color !== undefined && item.color !== null && (typeof item.color !== 'string' || item.color.length > 50))
      problems.push(`${path}.color: must be a short string such as green`);
    else if (typeof item.color === 'string' && textProblem(`${path}.color`, item.color)) problems.push(textProblem(`${path}.color`, item.color)!);
    if (item.position !== undefined && (typeof item.position !== 'number' || !Number.isInteger(item.position) || item.position < 0))
      problems.push(`${path}.position: must be an integer >= 0`);
    const kept = typeof item.id === 'string' ? previous?.find((o) => o.id === item.id) : previous?.find((o) => o.value === v);
    return {
      id: kept?.id ?? newRecordId(),
      value: typeof v === 'string' ? v : '',
      label: typeof item.label === 'string' ? item.label : typeof v === 'string' ? optionLabel(v) : '',
      color: typeof item.color === 'string' ? item.color : null,
      position: typeof item.position === 'number' ? item.position : index,
    };
  });
}

/** Checks a default value as a record write of that one field is checked; answers it normalised. */
export function checkDefaultValue(owner: ObjectMetadata, row: FieldRow, value: unknown): { value: unknown; problems: string[] } {
  if (value === null || value === undefined) return { value: null, problems: [] };
  if (row.type === 'RELATION') return { value: null, problems: ['defaultValue: a RELATION field cannot have a default value'] };
  const probe: ObjectMetadata = { ...owner, fields: fieldsOfRow({ ...row, defaultValue: null }, new Map()) };
  const { values, problems } = validateInput(probe, { [row.name]: value }, 'create');
  return { value: values.get(row.name) ?? null, problems: problems.map((p) => `defaultValue${p.slice(row.name.length)}`) };
}

export interface NewFieldContext {
  owner: ObjectMetadata;
  /** Objects a relation may point at, by nameSingular. */
  relationTargets: Map<string, ObjectMetadata>;
  position: number;
}

/** A POST body -> the row to insert; throws nothing, returns the problems. */
export function newFieldRow(input: FieldCreateInput, context: NewFieldContext): { row: FieldRow; problems: string[] } {
  const { owner } = context;
  const problems: string[] = [];
  const taken = new Set([...owner.fields.map((f) => f.name), ...(owner.ignoredInputFields ?? [])]);
  const nameIssue = fieldNameProblem('name', input.name, taken);
  if (nameIssue) problems.push(nameIssue);
  const name = typeof input.name === 'string' ? input.name : '';
  const type = input.type;
  if (!isRuntimeFieldType(type)) problems.push(`type: must be one of ${RUNTIME_FIELD_TYPES.join(', ')}, got ${JSON.stringify(type)}`);
  const labelIssue = labelProblem('label', input.label, false);
  if (labelIssue) problems.push(labelIssue);
  const descriptionIssue = descriptionProblem('description', input.description);
  if (descriptionIssue) problems.push(descriptionIssue);
  if (input.isNullable !== undefined && input.isNullable !== true)
    problems.push('isNullable: custom fields are nullable (records written before the field existed have no value); make a value mandatory in your client or give the field a defaultValue');
  const now = new Date().toISOString();
  const row: FieldRow = {
    id: newRecordId(),
    objectMetadataId: owner.id,
    name,
    label: typeof input.label === 'string' ? input.label : humanize(name),
    type: typeof type === 'string' ? type : 'TEXT',
    description: typeof input.description === 'string' ? input.description : null,
    isCustom: true,
    isActive: true,
    defaultValue: null,
    options: null,
    relationTargetId: null,
    relationInverseName: null,
    columnName: `cf_${snakeCase(name)}`,
    position: context.position,
    createdAt: now,
    updatedAt: now,
  };
  if (typeof type === 'string' && hasOptions(type)) row.options = parseOptions(input.options, null, problems);
  else if (input.options !== undefined && input.options !== null) problems.push(`options: only SELECT and MULTI_SELECT fields have options`);
  if (type === 'RELATION') {
    const target = typeof input.relationTarget === 'string' ? context.relationTargets.get(input.relationTarget) : undefined;
    if (!target) {
      problems.push(`relationTarget: must be the nameSingular of one of ${[...context.relationTargets.keys()].join(', ')}, got ${JSON.stringify(input.relationTarget)}`);
    } else {
      row.relationTargetId = target.id;
      row.columnName = `cf_${snakeCase(name)}_id`;
      if (taken.has(`${name}Id`)) problems.push(`name: the object already has a field named '${name}Id' (a relation '${name}' is written as ${name}Id)`);
      const inverse = input.relationInverseName ?? owner.namePlural;
      const targetTaken = new Set(target.fields.map((f) => f.name));
      if (target.id === owner.id) targetTaken.add(name).add(`${name}Id`);
      const inverseIssue = fieldNameProblem('relationInverseName', inverse, targetTaken);
      if (inverseIssue)
        problems.push(`${inverseIssue}${input.relationInverseName === undefined ? ` (the default inverse name is ${owner.namePlural}; choose another with relationInverseName)` : ''} on ${target.nameSingular}`);
      row.relationInverseName = typeof inverse === 'string' ? inverse : null;
    }
  } else if (input.relationTarget !== undefined || input.relationInverseName !== undefined) {
    problems.push('relationTarget: only RELATION fields have a target');
  }
  if (problems.length === 0 && input.defaultValue !== undefined) {
    const checked = checkDefaultValue(owner, row, input.defaultValue);
    problems.push(...checked.problems);
    row.defaultValue = checked.value;
  }
  return { row, problems };
}

export { CAMEL_CASE };
