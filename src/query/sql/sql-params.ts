// Bound parameters for one statement. Values are never spliced into SQL text: each one becomes
// `$n`, with an explicit cast so PostgreSQL never has to guess a parameter's type.
export type ScalarCast = 'uuid' | 'text' | 'boolean' | 'timestamptz' | 'date' | 'double precision' | 'bigint' | 'int' | 'jsonb';
export type SqlCast = ScalarCast | `${ScalarCast}[]`;

export class SqlParams {
  readonly values: unknown[] = [];

  /** Binds `value` and returns its placeholder, e.g. `$3::uuid`. */
  add(value: unknown, cast?: SqlCast): string {
    this.values.push(value);
    const placeholder = `$${this.values.length}`;
    return cast ? `${placeholder}::${cast}` : placeholder;
  }
}
