// The write rules for a note's/task's body. `body` (plain text) and `bodyV2` (markdown +
// BlockNote JSON) must describe the same text, so on create/update whatever the client sent is
// kept and only the missing representations are derived:
//   body only                 -> markdown = body (verbatim), blocknote from it
//   markdown only             -> blocknote from markdown, body = its plain text
//   markdown + blocknote      -> both kept, body = plain text of the markdown
//   blocknote only            -> validated, markdown from it, body = plain text of that markdown
//   body + part of bodyV2     -> given values kept, the rest derived from bodyV2
//   null (body or bodyV2)     -> all three cleared, unless the other one brings content (an
//                                empty body or markdown brings none: `{body: "", bodyV2: null}`
//                                clears, it does not store an empty document beside the null)
//   neither key               -> {} (a PATCH that does not touch the body)
// A null markdown/blocknote inside a bodyV2 object counts as "not given". A given blocknote is
// always validated, because it is stored verbatim and the editor must be able to load it.

import { blocknoteToMarkdown } from './blocknote-to-markdown.ts';
import { markdownToBlocknote, serializeBlocknote } from './markdown-to-blocknote.ts';
import { markdownToPlainText } from './markdown-to-plain-text.ts';
import { parseBlocknote } from './parse-blocknote.ts';

export interface RichBodyInput {
  body?: string | null;
  bodyV2?: { markdown?: string | null; blocknote?: string | null } | null;
}

export interface RichBody {
  body: string | null;
  bodyV2: { markdown: string | null; blocknote: string | null };
}

const CLEARED: RichBody = { body: null, bodyV2: { markdown: null, blocknote: null } };

export function normalizeRichBody(input: RichBodyInput): Partial<RichBody> {
  const body = input.body ?? undefined;
  const markdown = input.bodyV2?.markdown ?? undefined;
  const blocknote = input.bodyV2?.blocknote ?? undefined;

  if (!body && !markdown && blocknote === undefined) {
    const cleared = input.body === null || input.bodyV2 === null || hasNullPart(input.bodyV2);
    if (cleared) return structuredClone(CLEARED);
    if (body === undefined && markdown === undefined) return {};
  }

  if (blocknote !== undefined) {
    const blocks = parseBlocknote(blocknote);
    const md = markdown ?? blocknoteToMarkdown(blocks);
    return { body: body ?? markdownToPlainText(md), bodyV2: { markdown: md, blocknote } };
  }
  if (markdown !== undefined) {
    return {
      body: body ?? markdownToPlainText(markdown),
      bodyV2: { markdown, blocknote: serializeBlocknote(markdownToBlocknote(markdown)) },
    };
  }
  // Only the plain body: it becomes the markdown as is (plain text is valid markdown, and its
  // line breaks survive because soft breaks are kept as line breaks).
  const plain = body ?? '';
  return {
    body: plain,
    bodyV2: { markdown: plain, blocknote: serializeBlocknote(markdownToBlocknote(plain)) },
  };
}

/** `bodyV2: { markdown: null }` (nothing else given) clears just like `bodyV2: null`. */
function hasNullPart(bodyV2: RichBodyInput['bodyV2']): boolean {
  if (bodyV2 === null || bodyV2 === undefined) return false;
  return bodyV2.markdown === null || bodyV2.blocknote === null;
}
