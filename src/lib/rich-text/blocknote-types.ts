// The subset of the BlockNote document format (https://www.blocknotejs.org) that notes and tasks
// store in `bodyV2.blocknote`. Prop sets and shapes mirror BlockNote's own block schemas
// (@blocknote/core 0.55: packages/core/src/blocks/*/block.ts, schema/blocks/types/tableContent.ts,
// api/nodeConversions/nodeToBlock.ts) so the editor loads our JSON without migrating it, and what
// the editor saves reads back the same.

/** Inline marks that have a markdown equivalent; absent keys mean "off", as in BlockNote. */
export interface Styles {
  bold?: true;
  italic?: true;
  strike?: true;
  code?: true;
}

export interface StyledText {
  type: 'text';
  text: string;
  styles: Styles;
}

export interface Link {
  type: 'link';
  href: string;
  content: StyledText[];
}

export type InlineContent = StyledText | Link;

/** BlockNote's `defaultProps`, carried by every text block except quote and codeBlock. */
export interface DefaultProps {
  textColor: string;
  backgroundColor: string;
  textAlignment: string;
}

interface BlockOf<Type extends string, Props, Content> {
  id: string;
  type: Type;
  props: Props;
  content: Content;
  children: Block[];
}

/** Blocks whose BlockNote schema says `content: "none"`: the editor writes no `content` key. */
interface ContentlessBlockOf<Type extends string, Props> {
  id: string;
  type: Type;
  props: Props;
  content?: undefined;
  children: Block[];
}

export type ParagraphBlock = BlockOf<'paragraph', DefaultProps, InlineContent[]>;
/**
 * Our editor offers three heading levels; deeper markdown headings are clamped to 3. BlockNote's
 * heading has had `isToggleable` (default false) since toggle headings came in; the editor
 * writes it on every heading.
 */
export type HeadingBlock = BlockOf<
  'heading',
  DefaultProps & { level: 1 | 2 | 3; isToggleable: boolean },
  InlineContent[]
>;
export type BulletListItemBlock = BlockOf<'bulletListItem', DefaultProps, InlineContent[]>;
export type NumberedListItemBlock = BlockOf<'numberedListItem', DefaultProps, InlineContent[]>;
export type CheckListItemBlock = BlockOf<
  'checkListItem',
  DefaultProps & { checked: boolean },
  InlineContent[]
>;
/** BlockNote's code block has only `language` ("text" = none) and holds the raw code. */
export type CodeBlock = BlockOf<'codeBlock', { language: string }, StyledText[]>;
/** BlockNote's quote schema has colours but no alignment. */
export type QuoteBlock = BlockOf<
  'quote',
  { textColor: string; backgroundColor: string },
  InlineContent[]
>;


/**
 * A table cell as the editor writes it since cells got props (older versions wrote a bare
 * InlineContent[] per cell; parse-blocknote reads both). colspan/rowspan are 1 unless cells were
 * merged; the colours and alignment are the cell's own.
 */
export interface TableCell {
  type: 'tableCell';
  content: InlineContent[];
  props: TableCellProps;
}

export interface TableCellProps {
  colspan: number;
  rowspan: number;
  backgroundColor: string;
  textColor: string;
  textAlignment: string;
}

/**
 * BlockNote's TableContent. `columnWidths` holds one entry per column, null for "not resized"
 * (the editor's `undefined`, which JSON writes as null); `headerRows`/`headerCols` count leading
 * rows/columns made of header cells and are left out when there are none.
 */
export interface TableContent {
  type: 'tableContent';
  columnWidths: Array<number | null>;
  headerRows?: number;
  headerCols?: number;
  rows: Array<{ cells: TableCell[] }>;
}

/** BlockNote's table schema has a text colour only. */
export type TableBlock = BlockOf<'table', { textColor: string }, TableContent>;

/** BlockNote's image: `name` is the file name (the editor's alt text), `caption` shown below. */
export interface ImageProps {
  textAlignment: string;
  backgroundColor: string;
  name: string;
  url: string;
  caption: string;
  showPreview: boolean;
  /** Width in px once resized in the editor; absent before (its default is undefined). */
  previewWidth?: number;
}

export type ImageBlock = ContentlessBlockOf<'image', ImageProps>;
/** BlockNote's divider (a horizontal rule) has no props at all. */
export type DividerBlock = ContentlessBlockOf<'divider', Record<string, never>>;

export type Block =
  | ParagraphBlock
  | HeadingBlock
  | BulletListItemBlock
  | NumberedListItemBlock
  | CheckListItemBlock
  | CodeBlock
  | QuoteBlock
  | TableBlock
  | ImageBlock
  | DividerBlock;

export type ListItemBlock = BulletListItemBlock | NumberedListItemBlock | CheckListItemBlock;

export const DEFAULT_PROPS: Readonly<DefaultProps> = {
  textColor: 'default',
  backgroundColor: 'default',
  textAlignment: 'left',
};

/** What the editor writes for a cell nobody has merged, coloured or aligned. */
export const DEFAULT_TABLE_CELL_PROPS: Readonly<TableCellProps> = {
  colspan: 1,
  rowspan: 1,
  backgroundColor: 'default',
  textColor: 'default',
  textAlignment: 'left',
};

/** Consecutive list items form one markdown list, so they are joined without a blank line. */
export function isListItem(block: Block): block is ListItemBlock {
  return (
    block.type === 'bulletListItem' ||
    block.type === 'numberedListItem' ||
    block.type === 'checkListItem'
  );
}
