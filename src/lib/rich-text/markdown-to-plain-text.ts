// Markdown -> plain text, for the `body` column kept beside `bodyV2`. It goes through the
// BlockNote conversion so `body`, `bodyV2.markdown` and `bodyV2.blocknote` always agree on what
// the text is (same entity decoding, same handling of HTML, tables and images).

import { blocknoteToPlainText } from './blocknote-to-plain-text.ts';
import { markdownToBlocknote } from './markdown-to-blocknote.ts';

export function markdownToPlainText(markdown: string): string {
  return blocknoteToPlainText(markdownToBlocknote(markdown));
}
