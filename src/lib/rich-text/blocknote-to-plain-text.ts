// BlockNote blocks -> plain text: all marks dropped, links reduced to their text, block
// structure kept through block-layout (list markers, indentation, blank lines).
//
// Decisions:
// - table: one line per row, the cells' text joined by " | " (hard breaks in a cell become
//   spaces); rows whose cells are all empty are left out.
// - image: its caption, or its name (the alt text) when it has no caption; nothing otherwise.
// - divider: nothing (the blank line between the blocks around it stays).

import { layoutBlocks } from './block-layout.ts';
import type { Block, InlineContent, TableContent } from './blocknote-types.ts';

export function blocknoteToPlainText(blocks: Block[]): string {
  return layoutBlocks(blocks, (block) => {
    const text = ownText(block);
    return text === '' ? null : text;
  });
}

function ownText(block: Block): string {
  switch (block.type) {
    case 'table':
      return tableText(block.content);
    case 'image':
      return block.props.caption || block.props.name;
    case 'divider':
      return '';
    default:
      return inlineText(block.content);
  }
}

function tableText(table: TableContent): string {
  return table.rows
    .map((row) => row.cells.map((cell) => inlineText(cell.content).replace(/\n/g, ' ')))
    .filter((cells) => cells.some((text) => text.trim() !== ''))
    .map((cells) => cells.join(' | '))
    .join('\n');
}

function inlineText(content: InlineContent[]): string {
  return content
    .map((item) => (item.type === 'link' ? inlineText(item.content) : item.text))
    .join('');
}
