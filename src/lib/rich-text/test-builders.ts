// Terse builders for exact expected structures in this folder's tests (not used by the code).

import type {
  Block,
  ImageProps,
  InlineContent,
  Link,
  StyledText,
  Styles,
  TableCell,
} from './blocknote-types.ts';

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
  props: { ...DEFAULTS, level, isToggleable: false },
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

/** A table cell as the editor writes it; `align` is its textAlignment. */
export const cell = (content: InlineContent[], align = 'left'): TableCell => ({
  type: 'tableCell',
  content,
  props: { colspan: 1, rowspan: 1, backgroundColor: 'default', textColor: 'default', textAlignment: align },
});

/** A table whose first row is its header row, as markdownToBlocknote makes it. */
export const table = (n: number, rows: TableCell[][]): Block => ({
  id: id(n),
  type: 'table',
  props: { textColor: 'default' },
  content: {
    type: 'tableContent',
    columnWidths: rows[0].map(() => null),
    headerRows: 1,
    rows: rows.map((cells) => ({ cells })),
  },
  children: [],
});

export const divider = (n: number): Block => ({ id: id(n), type: 'divider', props: {}, children: [] });

export const image = (n: number, props: Partial<ImageProps>): Block => ({
  id: id(n),
  type: 'image',
  props: {
    textAlignment: 'left',
    backgroundColor: 'default',
    name: '',
    url: '',
    caption: '',
    showPreview: true,
    ...props,
  },
  children: [],
});
