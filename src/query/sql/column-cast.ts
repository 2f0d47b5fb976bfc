import type { ColumnRef } from '../plan/plan-types.ts';
import type { ScalarCast } from './sql-params.ts';

/** The cast of a single value compared with this column (MULTI_SELECT elements are text). */
export function valueCast(target: ColumnRef): ScalarCast {
  switch (target.type) {
    case 'UUID':
      return 'uuid';
    case 'NUMBER':
      // Integers are bound as exact decimal strings; bigint compares with int and bigint columns.
      return target.integer ? 'bigint' : 'double precision';
    case 'BOOLEAN':
      return 'boolean';
    case 'DATE_TIME':
      return 'timestamptz';
    case 'DATE':
      return 'date';
    case 'RAW_JSON':
    case 'TEXT':
    case 'SELECT':
    case 'MULTI_SELECT':
      return 'text';
  }
}
