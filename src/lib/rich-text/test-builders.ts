// Terse builders for exact expected structures in this folder's tests (not used by the code).

import type { Block, InlineContent, Link, StyledText, Styles } from './blocknote-types.ts';

const DEFAULTS = { textColor: 'default', backgroundColor: 'default', textAlignment: 'left' };

/** The id markdownToBlocknote gives the block at pre-order position `n` (1-based). */
export const id = (n: number): string => `00000000-0000-8000-8000-${n.toString(16).padStart(12, '0')}`;

export const t = (text: string, styles: Styles = {}): StyledText => ({ type: 'text', text, styles });

export const link = (href: string, ...content: StyledText[]): Link => ({ type: 'link', href, content });

export const paragraph = (n: number, content: InlineContent[], children: Block[] = []): Block => ({
  id: id(n),
  type: 'paragraph',
  props: { ...DEFAULTS },
  content,
  children,
});

export const heading = (n: number, level: 1 | 2 | 3, content: InlineContent[]): Block => ({
  id: id(n),
  type: 'heading',
  props: { ...DEFAULTS, level },
  content,
  children: [],
});

export const bullet = (n: number, content: InlineContent[], children: Block[] = []): Block => ({
  id: id(n),
  type: 'bulletListItem',
  props: { ...DEFAULTS },
  content,
  children,
});

export const numbered = (n: number, content: InlineContent[], children: Block[] = []): Block => ({
  id: id(n),
  type: 'numberedListItem',
  props: { ...DEFAULTS },
  content,
  children,
});

export const check = (
  n: number,
  checked: boolean,
  content: InlineContent[],
  children: Block[] = [],
): Block => ({
  id: id(n),
  type: 'checkListItem',
  props: { ...DEFAULTS, checked },
  content,
  children,
});

export const code = (n: number, language: string, text: string): Block => ({
  id: id(n),
  type: 'codeBlock',
  props: { language },
  content: text === '' ? [] : [t(text)],
  children: [],
});

export const quote = (n: number, content: InlineContent[]): Block => ({
  id: id(n),
  type: 'quote',
  props: { textColor: 'default', backgroundColor: 'default' },
  content,
  children: [],
});
