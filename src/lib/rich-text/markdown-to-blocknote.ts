// Markdown -> BlockNote blocks, walking marked's token tree (GFM on: task lists, strikethrough,
// tables, bare-URL links).
//
// Decisions:
// - A soft line break (a plain newline inside a paragraph) is kept as a newline, i.e. shown as a
//   line break. Plain-text bodies become markdown verbatim, and their line breaks must survive.
// - Headings carry BlockNote's heading props: the default props, `level` (4-6 clamped to 3) and
//   `isToggleable: false`.
// - A GFM table becomes one `table` block (props {textColor}) holding BlockNote's TableContent:
//   `columnWidths` one null per column (not resized), `headerRows: 1` (the markdown header row),
//   and every cell as `{type: "tableCell", content, props}` with colspan/rowspan 1, default
//   colours and the column's alignment from the delimiter row (`:---:` center, `---:` right,
//   `:---` and `---` left). Cells hold inline content (marks, links); an image in a cell becomes
//   a link to it.
// - A thematic break (---, ***, ___) becomes a `divider` block (props {}, no content).
// - An image becomes an `image` block: url = the destination, name = the alt text (what BlockNote
//   itself reads from an <img alt>, and shows as the image's alt), caption = the title ("" when
//   none), showPreview true, default alignment/background, no previewWidth (not resized). An
//   image in a paragraph with other text splits it: paragraph before, image block, paragraph
//   after (whitespace at the cuts dropped), so the image stays an image (BlockNote images are
//   blocks; a paragraph cannot hold one).
//   In headings, list item text and table cells, which cannot hold blocks, an image stays inline
//   as a link to its URL labelled with its alt text; inside a link it is its alt text.
// - Markdown outside the supported block types becomes paragraphs of its text: HTML (the literal
//   source, never rendered). Link definitions carry no text and are dropped.
// - A blockquote yields one quote block per paragraph/heading inside it (BlockNote quotes hold a
//   single run of inline content); lists or code inside a quote are kept as plain blocks.
// - Empty markdown yields one empty paragraph: that is BlockNote's own empty document, and the
//   editor refuses an empty `initialContent`.

import { Lexer, type Token, type Tokens } from 'marked';
import { blockIdSequence, type NextBlockId } from './block-ids.ts';
import {
  DEFAULT_PROPS,
  DEFAULT_TABLE_CELL_PROPS,
  type Block,
  type ImageBlock,
  type InlineContent,
  type ParagraphBlock,
  type TableBlock,
  type TableCell,
} from './blocknote-types.ts';
import {
  builtIn,
  inlineTokensToContent,
  inlineTokensToSegments,
  type InlineImage,
} from './markdown-inline.ts';

export function markdownToBlocknote(markdown: string): Block[] {
  const nextId = blockIdSequence();
  // An options object of our own keeps output independent of any global marked.setOptions().
  const blocks = convertBlocks(new Lexer({ gfm: true }).lex(markdown), nextId);
  return blocks.length > 0 ? blocks : [paragraph(nextId, [])];
}

export function serializeBlocknote(blocks: Block[]): string {
  return JSON.stringify(blocks);
}

function convertBlocks(tokens: Token[], nextId: NextBlockId): Block[] {
  return tokens.flatMap((token) => convertBlock(token, nextId));
}

function convertBlock(raw: Token, nextId: NextBlockId): Block[] {
  const token = builtIn(raw);
  switch (token.type) {
    case 'paragraph':
    case 'text':
      return paragraphBlocks(token.tokens ?? [], nextId);
    case 'heading': {
      const level = Math.min(Math.max(token.depth, 1), 3) as 1 | 2 | 3;
      const id = nextId();
      const content = inlineTokensToContent(token.tokens);
      const props = { ...DEFAULT_PROPS, level, isToggleable: false };
      return [{ id, type: 'heading', props, content, children: [] }];
    }
    case 'code':
      return [codeBlock(nextId, token)];
    case 'blockquote':
      return quoteBlocks(token, nextId);
    case 'list':
      return token.items.map((item) => listItem(token, item, nextId));
    case 'table':
      return [table(token, nextId)];
    case 'hr':
      return [{ id: nextId(), type: 'divider', props: {}, children: [] }];
    case 'html':
      return [paragraph(nextId, literal(token.text.replace(/\n+$/, '')))];
    default:
      // space, def (and inline tokens, which never reach block level): nothing to show.
      return [];
  }
}

/** A paragraph, or the paragraphs and image blocks it splits into at its images. */
function paragraphBlocks(tokens: Token[], nextId: NextBlockId): Block[] {
  const segments = inlineTokensToSegments(tokens);
  if (segments.length === 0) return [paragraph(nextId, [])];
  return segments.map((segment) =>
    segment.type === 'image' ? imageBlock(nextId, segment.image) : paragraph(nextId, segment.content),
  );
}

function imageBlock(nextId: NextBlockId, image: InlineImage): ImageBlock {
  // Key order as in BlockNote's image propSchema.
  const props = {
    textAlignment: DEFAULT_PROPS.textAlignment,
    backgroundColor: DEFAULT_PROPS.backgroundColor,
    name: image.alt,
    url: image.url,
    caption: image.title,
    showPreview: true,
  };
  return { id: nextId(), type: 'image', props, children: [] };
}

function paragraph(nextId: NextBlockId, content: InlineContent[]): ParagraphBlock {
  return { id: nextId(), type: 'paragraph', props: { ...DEFAULT_PROPS }, content, children: [] };
}

function literal(text: string): InlineContent[] {
  return text === '' ? [] : [{ type: 'text', text, styles: {} }];
}

function codeBlock(nextId: NextBlockId, token: Tokens.Code): Block {
  // The info string may carry more than the language (```ts title="x"); BlockNote wants one word.
  const language = token.lang?.trim().split(/\s+/)[0] || 'text';
  // marked keeps a final newline when the code ends in blank lines ("a\n\n" for "a" + blank
  // line) and drops it otherwise ("a"); dropping one makes both read back the same.
  const code = token.text.replace(/\n$/, '');
  const content = code === '' ? [] : [{ type: 'text' as const, text: code, styles: {} }];
  return { id: nextId(), type: 'codeBlock', props: { language }, content, children: [] };
}

function quoteBlocks(token: Tokens.Blockquote, nextId: NextBlockId): Block[] {
  return convertBlocks(token.tokens, nextId).map((block): Block => {
    if (block.type !== 'paragraph' && block.type !== 'heading') return block;
    const { textColor, backgroundColor } = block.props;
    const props = { textColor, backgroundColor };
    return { id: block.id, type: 'quote', props, content: block.content, children: block.children };
  });
}

function listItem(list: Tokens.List, item: Tokens.ListItem, nextId: NextBlockId): Block {
  const id = nextId();
  const rest = item.tokens.filter((token) => token.type !== 'checkbox');
  // The item's own text is its first block when that block has inline content (text in tight
  // lists, paragraph in loose ones, even a heading); everything after it is nested.
  const first = rest[0] === undefined ? undefined : builtIn(rest[0]);
  const lead = first?.type === 'text' || first?.type === 'paragraph' || first?.type === 'heading';
  const content = lead ? inlineTokensToContent(first.tokens ?? []) : [];
  const children = convertBlocks(lead ? rest.slice(1) : rest, nextId);
  const props = { ...DEFAULT_PROPS };
  if (item.task) {
    const checked = item.checked === true;
    return { id, type: 'checkListItem', props: { ...props, checked }, content, children };
  }
  // GFM needs text after "[ ]", so an empty checklist item ("- [ ]", which is how one is
  // written back) arrives as a bullet whose whole text is the box.
  const box = /^\[([ xX])\]$/.exec(item.text.trim());
  if (box) {
    const checked = box[1] !== ' ';
    return { id, type: 'checkListItem', props: { ...props, checked }, content: [], children };
  }
  const type = list.ordered ? 'numberedListItem' : 'bulletListItem';
  return { id, type, props, content, children };
}

function table(token: Tokens.Table, nextId: NextBlockId): TableBlock {
  const id = nextId();
  const row = (cells: Tokens.TableCell[]) => ({
    cells: cells.map((cell, column) => tableCell(cell, token.align[column] ?? null)),
  });
  return {
    id,
    type: 'table',
    props: { textColor: DEFAULT_PROPS.textColor },
    content: {
      type: 'tableContent',
      columnWidths: token.align.map(() => null),
      headerRows: 1,
      rows: [row(token.header), ...token.rows.map(row)],
    },
    children: [],
  };
}

function tableCell(cell: Tokens.TableCell, align: 'left' | 'center' | 'right' | null): TableCell {
  const props = { ...DEFAULT_TABLE_CELL_PROPS, textAlignment: align ?? 'left' };
  // Key order as the editor writes a cell.
  return { type: 'tableCell', content: inlineTokensToContent(cell.tokens), props };
}
