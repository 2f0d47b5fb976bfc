// BlockNote blocks -> markdown (GFM). Inverse of markdownToBlocknote for the supported block
// types: markdown -> blocks -> markdown is stable once the markdown is in this writer's
// canonical form ("-" bullets, "*"/"**"/"~~" marks, backslash hard breaks, fenced code,
// `| a | b |` tables with a `| --- | :---: | ---: |` delimiter row, `---` dividers).
//
// Decisions:
// - table -> a GFM table. Its first row is the header row, whether or not the block marks it as
//   one (`headerRows`): GFM has no table without a header, so a table saved without header rows
//   reads back with `headerRows: 1`. A column's alignment is its first-row cell's textAlignment
//   ("center" `:---:`, "right" `---:`, "left"/"justify" `---`). Cells are one line (hard breaks
//   become spaces), `|` is written `\|` everywhere in a cell (code spans and link targets too, as
//   GFM requires) and backslashes are escaped as in any text. Merged cells have no GFM form: a
//   cell spanning columns or rows is written in its first position and the positions it covers
//   are left empty, so the grid keeps its shape. Cell colours, column widths and header columns
//   are not written.
// - divider -> `---`, always with a blank line before it (never a setext underline).
// - image -> `![name](url "caption")`: the alt text is the block's name (BlockNote's own alt
//   text for it), the title its caption, left out when empty; an image with neither url, name nor
//   caption (an empty upload placeholder) writes nothing. The url is written as links' are
//   (parentheses escaped, spaces as %20). showPreview, previewWidth, alignment and colour are
//   not written.

import { layoutBlocks } from './block-layout.ts';
import type { Block, ImageProps, TableContent } from './blocknote-types.ts';
import { escapeHref, inlineToMarkdown } from './inline-to-markdown.ts';
import { tableGrid } from './table-grid.ts';

export function blocknoteToMarkdown(blocks: Block[]): string {
  return layoutBlocks(blocks, ownMarkdown);
}

function ownMarkdown(block: Block): string | null {
  switch (block.type) {
    case 'heading': {
      const text = inlineToMarkdown(block.content, { singleLine: true });
      return text === '' ? null : `${'#'.repeat(block.props.level)} ${text}`;
    }
    case 'quote': {
      const text = inlineToMarkdown(block.content);
      return text === '' ? null : text.split('\n').map((line) => `> ${line}`).join('\n');
    }
    case 'codeBlock':
      return codeFence(block.content.map((item) => item.text).join(''), block.props.language);
    case 'table':
      return tableMarkdown(block.content);
    case 'divider':
      return '---';
    case 'image':
      return imageMarkdown(block.props);
    default: {
      const text = inlineToMarkdown(block.content);
      return text === '' ? null : text;
    }
  }
}

function codeFence(code: string, language: string): string {
  const longest = Math.max(2, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const info = language === 'text' ? '' : language;
  return code === '' ? `${fence}${info}\n${fence}` : `${fence}${info}\n${code}\n${fence}`;
}

const DELIMITER: Readonly<Record<string, string>> = { center: ':---:', right: '---:' };

function tableMarkdown(table: TableContent): string | null {
  const grid = tableGrid(table);
  if (grid.length === 0) return null;
  const lines = grid.map((row) => {
    const cells = row.map((slot) => {
      if (slot === null || !slot.origin) return '';
      const text = inlineToMarkdown(slot.cell.content, { singleLine: true, midLine: true });
      // GFM splits the row at every pipe not escaped by a backslash, before any inline parsing.
      return text.replace(/\|/g, '\\|');
    });
    return `| ${cells.join(' | ')} |`;
  });
  const delimiters = grid[0].map((slot) => DELIMITER[slot?.cell.props.textAlignment ?? ''] ?? '---');
  lines.splice(1, 0, `| ${delimiters.join(' | ')} |`);
  return lines.join('\n');
}

function imageMarkdown(props: ImageProps): string | null {
  const { url, name, caption } = props;
  if (url === '' && name === '' && caption === '') return null;
  const alt = inlineToMarkdown([{ type: 'text', text: name, styles: {} }], {
    singleLine: true,
    midLine: true,
  });
  const title = caption === '' ? '' : ` ${linkTitle(caption)}`;
  return `![${alt}](${escapeHref(url)}${title})`;
}

/**
 * A link title in double quotes. Backslash escapes resolve there, character references too (the
 * reader decodes them after marked), so a literal `&name;` is written with `&amp;`.
 */
function linkTitle(title: string): string {
  const escaped = title
    .replace(/[\\"]/g, '\\$&')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;')
    // A title may not hold a blank line; one line is what a caption is anyway.
    .replace(/\s*\n\s*/g, ' ');
  return `"${escaped}"`;
}
