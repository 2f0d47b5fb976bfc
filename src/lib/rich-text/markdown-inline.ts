// marked's inline tokens -> BlockNote inline content. Nested emphasis becomes a set of styles on
// flat text runs (BlockNote has no nesting), and adjacent runs with equal styles are merged the
// way BlockNote normalises its own documents.

import type { MarkedToken, Token } from 'marked';
import type { InlineContent, StyledText, Styles } from './blocknote-types.ts';
import { decodeEntities } from './html-entities.ts';

/** No marked extensions are registered, so every token is one of marked's built-in shapes. */
export function builtIn(token: Token): MarkedToken {
  return token as MarkedToken;
}

export function inlineTokensToContent(tokens: Token[]): InlineContent[] {
  const out: InlineContent[] = [];
  collect(tokens, {}, out, false);
  return mergeAdjacent(out);
}

function collect(tokens: Token[], styles: Styles, out: InlineContent[], inLink: boolean): void {
  for (const raw of tokens) {
    const token = builtIn(raw);
    switch (token.type) {
      case 'strong':
        collect(token.tokens, { ...styles, bold: true }, out, inLink);
        break;
      case 'em':
        collect(token.tokens, { ...styles, italic: true }, out, inLink);
        break;
      case 'del':
        collect(token.tokens, { ...styles, strike: true }, out, inLink);
        break;
      case 'codespan':
        // Code is literal: no entity decoding, as in CommonMark.
        out.push(text(token.text, { ...styles, code: true }));
        break;
      case 'link':
        if (inLink) collect(token.tokens, styles, out, true);
        else out.push(link(token.href, token.tokens, styles));
        break;
      case 'br':
        // BlockNote stores a hard break as a newline inside the text.
        out.push(text('\n', styles));
        break;
      case 'text':
        if (token.tokens) collect(token.tokens, styles, out, inLink);
        else out.push(text(token.escaped ? token.text : decodeEntities(token.text), styles));
        break;
      case 'escape':
        out.push(text(token.text, styles));
        break;
      case 'image':
        // BlockNote images are blocks with uploads; inline we keep the alt text only.
        out.push(text(decodeEntities(token.text), styles));
        break;
      case 'html':
        // Raw HTML is shown as the literal text typed, never interpreted (and so never rendered).
        out.push(text(token.text, styles));
        break;
      case 'checkbox':
        // Task state lives on the checkListItem block, not in its text.
        break;
      default:
        // Block tokens cannot appear inline; skip rather than guess.
        break;
    }
  }
}

function link(href: string, tokens: Token[], styles: Styles): InlineContent {
  const inner: InlineContent[] = [];
  collect(tokens, styles, inner, true);
  const content = mergeAdjacent(inner).filter((item): item is StyledText => item.type === 'text');
  return { type: 'link', href, content };
}

/** Styles rebuilt in one key order so equal documents serialise to equal JSON. */
function text(value: string, styles: Styles): StyledText {
  const ordered: Styles = {};
  if (styles.bold) ordered.bold = true;
  if (styles.italic) ordered.italic = true;
  if (styles.strike) ordered.strike = true;
  if (styles.code) ordered.code = true;
  return { type: 'text', text: value, styles: ordered };
}

function sameStyles(a: Styles, b: Styles): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.strike === b.strike && a.code === b.code;
}

export function mergeAdjacent(items: InlineContent[]): InlineContent[] {
  const merged: InlineContent[] = [];
  for (const item of items) {
    if (item.type === 'text' && item.text === '') continue;
    const last = merged.at(-1);
    if (item.type === 'text' && last?.type === 'text' && sameStyles(last.styles, item.styles)) {
      merged[merged.length - 1] = { ...last, text: last.text + item.text };
    } else {
      merged.push(item);
    }
  }
  return merged;
}
