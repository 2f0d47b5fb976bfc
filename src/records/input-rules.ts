// Rules an engine adds to the writes of an object it owns, run by the record layer after the
// generic validation of every create and update body (single, batch, bulk, from any interface
// or engine), so they hold on every write path at once. A rule may refuse (its problems become
// the write's 400, named by field) and may set fields the client cannot: the inbox seals a
// channel's IMAP password into a write-only field and resets its sync status.
import type { ValidatedInput, WriteMode } from './codec/validate-input.ts';

/** Problems ("field: reason"), or none; may change `values` (the validated body, by API field name). */
export type InputRule = (values: ValidatedInput, mode: WriteMode) => string[];

export class InputRules {
  private readonly byObject = new Map<string, InputRule[]>();

  add(objectName: string, rule: InputRule): void {
    this.byObject.set(objectName, [...(this.byObject.get(objectName) ?? []), rule]);
  }

  /** Runs the object's rules in the order they were added; their problems, together. */
  apply(objectName: string, values: ValidatedInput, mode: WriteMode): string[] {
    return (this.byObject.get(objectName) ?? []).flatMap((rule) => rule(values, mode));
  }
}
