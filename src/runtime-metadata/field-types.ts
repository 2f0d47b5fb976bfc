// The field types a runtime field may be declared with (DESIGN.md "Runtime objects") and how
// each is stored: a scalar column, a composite's columns, or a relation's join column.
import type { CompositeFieldType, ScalarFieldType } from '../metadata/types.ts';

export const RUNTIME_FIELD_TYPES = [
  'TEXT',
  'NUMBER',
  'BOOLEAN',
  'DATE_TIME',
  'DATE',
  'SELECT',
  'MULTI_SELECT',
  'RAW_JSON',
  'CURRENCY',
  'LINKS',
  'EMAILS',
  'PHONES',
  'FULL_NAME',
  'ADDRESS',
  'RICH_TEXT',
  'RICH_TEXT_V2',
  'RELATION',
] as const;

export type RuntimeFieldType = (typeof RUNTIME_FIELD_TYPES)[number];

const SCALAR: ReadonlySet<string> = new Set<ScalarFieldType>(['TEXT', 'NUMBER', 'BOOLEAN', 'DATE_TIME', 'DATE', 'SELECT', 'MULTI_SELECT', 'RAW_JSON']);

export const isRuntimeFieldType = (type: unknown): type is RuntimeFieldType =>
  typeof type === 'string' && (RUNTIME_FIELD_TYPES as readonly string[]).includes(type);

export type StorageKind =
  | { kind: 'scalar'; type: ScalarFieldType }
  | { kind: 'composite'; type: CompositeFieldType }
  | { kind: 'relation' };

/** RICH_TEXT is stored like a note's body: the {markdown, blocknote} composite. */
export function storageOf(type: RuntimeFieldType): StorageKind {
  if (type === 'RELATION') return { kind: 'relation' };
  if (SCALAR.has(type)) return { kind: 'scalar', type: type as ScalarFieldType };
  return { kind: 'composite', type: type === 'RICH_TEXT' ? 'RICH_TEXT_V2' : (type as CompositeFieldType) };
}

export const hasOptions = (type: string) => type === 'SELECT' || type === 'MULTI_SELECT';
