// The subset of the BlockNote document format (https://www.blocknotejs.org) that notes and tasks
// store in `bodyV2.blocknote`. Prop sets mirror BlockNote's own block schemas so the editor loads
// our JSON without migrating it.

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

export type ParagraphBlock = BlockOf<'paragraph', DefaultProps, InlineContent[]>;
/** Our editor offers three heading levels; deeper markdown headings are clamped to 3. */
export type HeadingBlock = BlockOf<'heading', DefaultProps & { level: 1 | 2 | 3 }, InlineContent[]>;
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

export type Block =
  | ParagraphBlock
  | HeadingBlock
  | BulletListItemBlock
  | NumberedListItemBlock
  | CheckListItemBlock
  | CodeBlock
  | QuoteBlock;

export type ListItemBlock = BulletListItemBlock | NumberedListItemBlock | CheckListItemBlock;

export const DEFAULT_PROPS: Readonly<DefaultProps> = {
  textColor: 'default',
  backgroundColor: 'default',
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
