// BlockNote blocks -> plain text: all marks dropped, links reduced to their text, block
// structure kept through block-layout (list markers, indentation, blank lines).

import { layoutBlocks } from './block-layout.ts';
import type { Block, InlineContent } from './blocknote-types.ts';

export function blocknoteToPlainText(blocks: Block[]): string {
  return layoutBlocks(blocks, (block) => {
    const text = inlineText(block.content);
    return text === '' ? null : text;
  });
}

function inlineText(content: InlineContent[]): string {
  return content
    .map((item) => (item.type === 'link' ? inlineText(item.content) : item.text))
    .join('');
}
