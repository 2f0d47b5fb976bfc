// Lays a block tree out as lines of text. Shared by the markdown and plain-text writers, which
// differ only in how one block's own text is rendered, so both agree on list structure:
// - list items get a marker ("- ", "1. ", "- [ ] "); their continuation lines and nested
//   children are indented to the item's content column (what markdown needs to keep them in
//   the item);
// - consecutive list items are joined by one newline (one tight list), other blocks by a blank
//   line;
// - children of non-list blocks (BlockNote's "indent") have no markdown form and are laid out
//   after their parent at the same level.

import { isListItem, type Block } from './blocknote-types.ts';

/** A block's own text without marker or children; null when there is nothing to show. */
export type RenderOwnText = (block: Block) => string | null;

interface Entry {
  list: boolean;
  text: string;
}

export function layoutBlocks(blocks: Block[], render: RenderOwnText): string {
  return join(entries(blocks, render));
}

function entries(blocks: Block[], render: RenderOwnText): Entry[] {
  const out: Entry[] = [];
  let ordinal = 0;
  for (const block of blocks) {
    // BlockNote numbers a run of numbered items itself; markdown needs the numbers written out.
    ordinal = block.type === 'numberedListItem' ? ordinal + 1 : 0;
    const own = render(block) ?? '';
    const kids = entries(block.children, render);
    if (!isListItem(block)) {
      if (own !== '') out.push({ list: false, text: own });
      out.push(...kids);
      continue;
    }
    const marker = listMarker(block, ordinal);
    // A checklist's "[ ] " is part of the item's text in markdown, so nesting is relative to "- ".
    const indent = ' '.repeat(block.type === 'checkListItem' ? 2 : marker.length);
    let text = own === '' ? marker.trimEnd() : marker + indentLines(own, indent, false);
    if (kids.length > 0) {
      text += (kids[0].list ? '\n' : '\n\n') + indentLines(join(kids), indent, true);
    }
    out.push({ list: true, text });
  }
  return out;
}

function listMarker(block: Block, ordinal: number): string {
  if (block.type === 'numberedListItem') return `${ordinal}. `;
  if (block.type === 'checkListItem') return block.props.checked ? '- [x] ' : '- [ ] ';
  return '- ';
}

function join(list: Entry[]): string {
  return list
    .map((entry, i) => (i === 0 ? '' : entry.list && list[i - 1].list ? '\n' : '\n\n') + entry.text)
    .join('');
}

/** Indents every non-empty line (optionally skipping the first, which follows a marker). */
function indentLines(text: string, indent: string, includeFirst: boolean): string {
  return text
    .split('\n')
    .map((line, i) => ((i > 0 || includeFirst) && line !== '' ? indent + line : line))
    .join('\n');
}
