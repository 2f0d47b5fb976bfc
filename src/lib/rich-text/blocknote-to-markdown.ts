// BlockNote blocks -> markdown (GFM). Inverse of markdownToBlocknote for the supported block
// types: markdown -> blocks -> markdown is stable once the markdown is in this writer's
// canonical form ("-" bullets, "*"/"**"/"~~" marks, backslash hard breaks, fenced code).

import { layoutBlocks } from './block-layout.ts';
import type { Block } from './blocknote-types.ts';
import { inlineToMarkdown } from './inline-to-markdown.ts';

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
