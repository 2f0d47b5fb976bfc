// Public API of the rich-text module: markdown <-> BlockNote <-> plain text conversions and the
// note/task body write rules.

export type {
  Block,
  InlineContent,
  Link,
  StyledText,
  Styles,
} from './blocknote-types.ts';
export { blocknoteToMarkdown } from './blocknote-to-markdown.ts';
export { blocknoteToPlainText } from './blocknote-to-plain-text.ts';
export { normalizeRichBody, type RichBody, type RichBodyInput } from './body.ts';
export { markdownToBlocknote, serializeBlocknote } from './markdown-to-blocknote.ts';
export { markdownToPlainText } from './markdown-to-plain-text.ts';
export { InvalidBlocknoteError, parseBlocknote } from './parse-blocknote.ts';
