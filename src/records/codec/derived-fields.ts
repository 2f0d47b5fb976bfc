// Fields kept in step with others: a note's or task's plain `body` and rich `bodyV2`, and the
// markdown and blocknote sides of every rich text field (custom RICH_TEXT fields included).
import { InvalidBlocknoteError, normalizeRichBody, type RichBodyInput } from '../../lib/rich-text/index.ts';
import { isComposite, type ObjectMetadata } from '../../metadata/types.ts';
import { validationFailed } from '../../errors/app-error.ts';
import type { ValidatedInput } from './validate-input.ts';

/**
 * Fills in the derived side of each RICH_TEXT_V2 field from what the request gave (see
 * lib/rich-text/body.ts for the rules); fields the request did not touch stay as stored.
 */
export function applyDerivedFields(object: ObjectMetadata, values: ValidatedInput): void {
  for (const field of object.fields) {
    if (!isComposite(field) || field.type !== 'RICH_TEXT_V2') continue;
    const plain = field.plainTextField;
    if (!values.has(field.name) && !(plain && values.has(plain))) continue;
    const input: RichBodyInput = {};
    if (plain && values.has(plain)) input.body = values.get(plain) as string | null;
    if (values.has(field.name)) input.bodyV2 = values.get(field.name) as RichBodyInput['bodyV2'];
    let derived;
    try {
      derived = normalizeRichBody(input);
    } catch (error) {
      // InvalidBlocknoteError messages already start with the path ("bodyV2.blocknote ...").
      if (error instanceof InvalidBlocknoteError) throw validationFailed(error.message);
      throw error;
    }
    if (plain && 'body' in derived) values.set(plain, derived.body ?? null);
    if ('bodyV2' in derived) values.set(field.name, derived.bodyV2 ?? null);
  }
}
