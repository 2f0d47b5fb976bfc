// BlockNote inline content -> markdown. Marks are opened and closed like a stack so overlapping
// runs nest ("**a *b***" rather than "**a*****b***"), and text is escaped just enough that
// marked reads it back as the same text.

import type { InlineContent, StyledText, Styles } from './blocknote-types.ts';

type Mark = 'bold' | 'italic' | 'strike';

// Code is not a stack mark: a code span holds raw text, so it is written per run, innermost.
const MARKS: readonly Mark[] = ['bold', 'italic', 'strike'];
const DELIMITER: Readonly<Record<Mark, string>> = { bold: '**', italic: '*', strike: '~~' };

export interface InlineOptions {
  /** Headings (and table cells, image alt text) are one line: hard breaks become spaces. */
  singleLine?: boolean;
  /**
   * The text does not start a markdown line (a table cell, an image's alt text), so what would
   * only matter there ("# ", "- ", "1. ") needs no escaping.
   */
  midLine?: boolean;
}

export function inlineToMarkdown(content: InlineContent[], options: InlineOptions = {}): string {
  const writer = new InlineWriter(options.singleLine === true, options.midLine === true);
  let texts: StyledText[] = [];
  for (const item of content) {
    if (item.type === 'text') {
      texts.push(item);
      continue;
    }
    writer.runs(hugText(texts));
    texts = [];
    writer.link(item.href, item.content);
  }
  writer.runs(hugText(texts));
  return writer.finish();
}

/**
 * Delimiters only work against non-space text ("**a** b", never "**a **b"), so whitespace at the
 * edge of a run takes just the marks shared with the text on both sides of it.
 */
function hugText(items: StyledText[]): StyledText[] {
  const pieces: StyledText[] = [];
  for (const item of items) {
    // Code keeps its spaces inside the span; only marks need hugging.
    if (item.styles.code) {
      pieces.push(item);
      continue;
    }
    const core = item.text.trim();
    const lead = item.text.slice(0, item.text.length - item.text.trimStart().length);
    const trail = item.text.slice(item.text.trimEnd().length);
    for (const text of core === '' ? [item.text] : [lead, core, trail]) {
      if (text) pieces.push({ ...item, text });
    }
  }
  return pieces.map((piece, i) => {
    if (piece.styles.code || piece.text.trim() !== '') return piece;
    const before = pieces.slice(0, i).reverse().find((p) => p.text.trim() !== '');
    const after = pieces.slice(i + 1).find((p) => p.text.trim() !== '');
    return { ...piece, styles: shared(shared(piece.styles, before?.styles), after?.styles) };
  });
}

function shared(a: Styles, b: Styles | undefined): Styles {
  const out: Styles = {};
  for (const mark of MARKS) if (a[mark] && b?.[mark]) out[mark] = true;
  return out;
}

class InlineWriter {
  private out = '';
  private open: Mark[] = [];
  private atLineStart: boolean;

  constructor(
    private readonly singleLine: boolean,
    midLine: boolean,
  ) {
    this.atLineStart = !midLine;
  }

  runs(items: StyledText[]): void {
    for (const item of items) {
      // Marks change before any line break in the run, so a break never ends up between a
      // closing delimiter and the text it closes.
      this.setMarks(item.styles);
      item.text.split('\n').forEach((line, i) => {
        if (i > 0) this.lineBreak();
        if (line === '') return;
        this.emit(item.styles.code ? codeSpan(line) : escapeText(line, this.atLineStart));
      });
    }
  }

  link(href: string, content: StyledText[]): void {
    this.setMarks({});
    const label = inlineToMarkdown(content, { singleLine: this.singleLine, midLine: true });
    this.emit(autolink(href, content) ?? `[${label}](${escapeHref(href)})`);
  }

  finish(): string {
    this.setMarks({});
    return this.out;
  }

  private lineBreak(): void {
    if (this.singleLine) {
      this.emit(' ');
      return;
    }
    // A backslash before the newline is CommonMark's visible hard break (no trailing spaces).
    this.emit('\\\n');
    this.atLineStart = true;
  }

  private setMarks(styles: Styles): void {
    // Keep the longest still-wanted prefix of the open marks, close the rest innermost first,
    // then open what is missing.
    let keep = 0;
    while (keep < this.open.length && styles[this.open[keep]]) keep += 1;
    for (const mark of this.open.splice(keep).reverse()) this.emit(DELIMITER[mark]);
    for (const mark of MARKS) {
      if (styles[mark] && !this.open.includes(mark)) {
        this.open.push(mark);
        this.emit(DELIMITER[mark]);
      }
    }
  }

  private emit(text: string): void {
    this.out += text;
    if (text !== '') this.atLineStart = false;
  }
}

function codeSpan(text: string): string {
  // The fence must be longer than any backtick run inside; padding keeps edge backticks (and
  // edge spaces, of which markdown strips one per side) in the code.
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || /^ .* $/.test(text) ? ' ' : '';
  return fence + pad + text + pad + fence;
}

function escapeText(text: string, atLineStart: boolean): string {
  let escaped = text
    .replace(/[\\`*_~[\]]/g, '\\$&')
    // Only what would start an HTML tag, autolink or character reference needs escaping.
    .replace(/<(?=[A-Za-z/!?])/g, '\\<')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
  if (atLineStart) {
    // Characters that would turn the line into a heading, quote, list item or setext underline.
    escaped = escaped
      .replace(/^([#>+=-])/, '\\$1')
      .replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
  }
  return escaped;
}

/** A link whose text is its own URL reads better as `<url>`, the form marked gives back. */
function autolink(href: string, content: StyledText[]): string | null {
  const [only] = content;
  if (content.length !== 1 || Object.keys(only.styles).length > 0) return null;
  if (!/^[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\\]*$/.test(href)) return null;
  if (only.text === href) return `<${href}>`;
  const isEmail = /^[^\s<>\\@]+@[^\s<>\\@]+$/.test(only.text);
  return isEmail && href === `mailto:${only.text}` ? `<${only.text}>` : null;
}

export function escapeHref(href: string): string {
  return href.replace(/[\\()<>]/g, '\\$&').replace(/\s/g, (space) => encodeURIComponent(space));
}
