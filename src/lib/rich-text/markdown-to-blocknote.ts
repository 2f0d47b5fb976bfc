// Markdown -> BlockNote blocks, walking marked's token tree (GFM on: task lists, strikethrough,
// tables, bare-URL links).
//
// Decisions:
// - A soft line break (a plain newline inside a paragraph) is kept as a newline, i.e. shown as a
//   line break. Plain-text bodies become markdown verbatim, and their line breaks must survive.
// - Markdown outside the supported block types becomes paragraphs of its text: HTML (the literal
//   source, never rendered), tables (one paragraph per row, cells joined by " | "), images (alt
//   text). Thematic breaks (---) and link definitions carry no text and are dropped.
// - A blockquote yields one quote block per paragraph/heading inside it (BlockNote quotes hold a
//   single run of inline content); lists or code inside a quote are kept as plain blocks.
// - Empty markdown yields one empty paragraph: that is BlockNote's own empty document, and the
//   editor refuses an empty `initialContent`.

import { Lexer, type Token, type Tokens } from 'marked';
import { blockIdSequence, type NextBlockId } from './block-ids.ts';
import {
  DEFAULT_PROPS,
  type Block,
  type InlineContent,
  type ParagraphBlock,
} from './blocknote-types.ts';
import { builtIn, inlineTokensToContent, mergeAdjacent } from './markdown-inline.ts';

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
      return [paragraph(nextId, inlineTokensToContent(token.tokens ?? []))];
    case 'heading': {
      const level = Math.min(Math.max(token.depth, 1), 3) as 1 | 2 | 3;
      const id = nextId();
      const content = inlineTokensToContent(token.tokens);
      return [{ id, type: 'heading', props: { ...DEFAULT_PROPS, level }, content, children: [] }];
    }
    case 'code':
      return [codeBlock(nextId, token)];
    case 'blockquote':
      return quoteBlocks(token, nextId);
    case 'list':
      return token.items.map((item) => listItem(token, item, nextId));
    case 'table':
      return [token.header, ...token.rows].map((row) => tableRow(row, nextId));
    case 'html':
      return [paragraph(nextId, literal(token.text.replace(/\n+$/, '')))];
    default:
      // space, hr, def (and inline tokens, which never reach block level): nothing to show.
      return [];
  }
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

function tableRow(cells: Tokens.TableCell[], nextId: NextBlockId): Block {
  const content: InlineContent[] = [];
  cells.forEach((cell, index) => {
    if (index > 0) content.push({ type: 'text', text: ' | ', styles: {} });
    content.push(...inlineTokensToContent(cell.tokens));
  });
  return paragraph(nextId, mergeAdjacent(content));
}
