// marked's inline tokens -> BlockNote inline content. Nested emphasis becomes a set of styles on
// flat text runs (BlockNote has no nesting), and adjacent runs with equal styles are merged the
// way BlockNote normalises its own documents.
//
// Images: BlockNote images are blocks, so an image can only stay an image where a block can go.
// inlineTokensToSegments (paragraphs) hands images back as separate segments for the caller to
// turn into image blocks; inlineTokensToContent (headings, list item text, table cells) keeps
// an image as a link to its URL labelled with its alt text (the URL if there is no alt), so the
// URL is not lost. Inside a link an image is its alt text (a link cannot hold a link).

import type { MarkedToken, Token } from 'marked';
import type { InlineContent, StyledText, Styles } from './blocknote-types.ts';
import { decodeEntities } from './html-entities.ts';

/** No marked extensions are registered, so every token is one of marked's built-in shapes. */
export function builtIn(token: Token): MarkedToken {
  return token as MarkedToken;
}

/** An image met in a paragraph: alt text, URL and title as markdown gave them (decoded). */
export interface InlineImage {
  type: 'image';
  alt: string;
  url: string;
  title: string;
}

export type InlineSegment =
  | { type: 'inline'; content: InlineContent[] }
  | { type: 'image'; image: InlineImage };

type Collected = InlineContent | InlineImage;

/** Where images go: split out (paragraphs), kept as links, or reduced to alt text (in links). */
type ImageMode = 'split' | 'link' | 'alt';

export function inlineTokensToContent(tokens: Token[]): InlineContent[] {
  const out: Collected[] = [];
  collect(tokens, {}, out, 'link');
  return mergeAdjacent(out.filter(isInline));
}

/**
 * A paragraph's inline content cut at its images: runs of inline content (whitespace at the
 * cuts trimmed, empty runs dropped) and the images between them, in order.
 */
export function inlineTokensToSegments(tokens: Token[]): InlineSegment[] {
  const out: Collected[] = [];
  collect(tokens, {}, out, 'split');
  const segments: InlineSegment[] = [];
  let run: InlineContent[] = [];
  const flush = (beforeImage: boolean) => {
    const trimmed = trimRun(run, segments.length > 0, beforeImage);
    if (trimmed.length > 0) segments.push({ type: 'inline', content: trimmed });
    run = [];
  };
  for (const item of out) {
    if (item.type !== 'image') {
      run.push(item);
      continue;
    }
    flush(true);
    segments.push({ type: 'image', image: item });
  }
  flush(false);
  return segments;
}

function isInline(item: Collected): item is InlineContent {
  return item.type !== 'image';
}

/** Drops whitespace (line breaks included) next to a cut; code keeps its spaces. */
function trimRun(run: InlineContent[], afterCut: boolean, beforeCut: boolean): InlineContent[] {
  const items = mergeAdjacent(run);
  const trimmable = (item: InlineContent | undefined): item is StyledText =>
    item?.type === 'text' && !item.styles.code;
  if (beforeCut) {
    while (trimmable(items.at(-1)) && (items.at(-1) as StyledText).text.trim() === '') items.pop();
    const last = items.at(-1);
    if (trimmable(last)) items[items.length - 1] = { ...last, text: last.text.trimEnd() };
  }
  if (afterCut) {
    while (trimmable(items[0]) && (items[0] as StyledText).text.trim() === '') items.shift();
    const first = items[0];
    if (trimmable(first)) items[0] = { ...first, text: first.text.trimStart() };
  }
  return items;
}

function collect(tokens: Token[], styles: Styles, out: Collected[], images: ImageMode): void {
  // Alt mode is used inside links (and image descriptions), where links flatten to their text.
  const inLink = images === 'alt';
  for (const raw of tokens) {
    const token = builtIn(raw);
    switch (token.type) {
      case 'strong':
        collect(token.tokens, { ...styles, bold: true }, out, images);
        break;
      case 'em':
        collect(token.tokens, { ...styles, italic: true }, out, images);
        break;
      case 'del':
        collect(token.tokens, { ...styles, strike: true }, out, images);
        break;
      case 'codespan':
        // Code is literal: no entity decoding, as in CommonMark.
        out.push(text(token.text, { ...styles, code: true }));
        break;
      case 'link':
        if (inLink) collect(token.tokens, styles, out, 'alt');
        else out.push(link(token.href, token.tokens, styles));
        break;
      case 'br':
        // BlockNote stores a hard break as a newline inside the text.
        out.push(text('\n', styles));
        break;
      case 'text':
        if (token.tokens) collect(token.tokens, styles, out, images);
        else out.push(text(token.escaped ? token.text : decodeEntities(token.text), styles));
        break;
      case 'escape':
        out.push(text(token.text, styles));
        break;
      case 'image': {
        const alt = altText(token.tokens ?? []);
        if (images === 'split') {
          // marked resolves backslash escapes in the title but leaves character references.
          const title = decodeEntities(token.title ?? '');
          out.push({ type: 'image', alt, url: token.href, title });
        } else if (images === 'alt') {
          out.push(text(alt, styles));
        } else if (alt !== '' || token.href !== '') {
          out.push(imageLink(token.href, alt, styles));
        }
        break;
      }
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
  const inner: Collected[] = [];
  collect(tokens, styles, inner, 'alt');
  const content = mergeAdjacent(inner.filter(isInline)).filter(
    (item): item is StyledText => item.type === 'text',
  );
  return { type: 'link', href, content };
}

/** CommonMark's alt text: the plain text of the image description (marks, escapes resolved). */
function altText(tokens: Token[]): string {
  const inner: Collected[] = [];
  collect(tokens, {}, inner, 'alt');
  return inner
    .filter(isInline)
    .map((item) => (item.type === 'text' ? item.text : item.content.map((run) => run.text).join('')))
    .join('');
}

function imageLink(href: string, alt: string, styles: Styles): InlineContent {
  return { type: 'link', href, content: [text(alt === '' ? href : alt, styles)] };
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
