// Reads a client-supplied `bodyV2.blocknote` string. It is stored as given, so it is only
// checked for the shape we (and the editor) rely on: a JSON array of block objects, each with a
// string `type`, array `children`, and inline `content` made of objects with a string `type`.
// The result is the typed subset blocknoteToMarkdown understands:
// - block types outside our subset that hold inline content (e.g. toggleListItem) read as
//   paragraphs; those without (video, file, audio, ...) are dropped, their children kept;
// - BlockNote's shorthand of a plain string for `content` is accepted;
// - inline types other than text and link (e.g. mentions) are dropped;
// - props the editor could not load (table, image; below) are refused with the path named;
//   other props of the wrong type fall back to BlockNote's defaults.
//
// table, image and divider (BlockNote's shapes; see blocknote-types.ts):
// - table: `content` must be `{type: "tableContent", rows: [{cells: [...]}, ...]}` with at least
//   one row and one cell per row (the editor's schema needs both). A cell is either the current
//   `{type: "tableCell", content, props}` or what older editors wrote, a bare inline content array
//   (or string); both read as the current form. colspan/rowspan must be positive integers,
//   `headerRows`/`headerCols` non-negative integers and `columnWidths` numbers or nulls;
//   a missing `columnWidths` reads as one null per column.
// - image: url, name and caption must be strings, showPreview a boolean, previewWidth a number
//   (null or absent: not resized); it holds no content.
// - divider: holds no content; its props are ignored (BlockNote's divider has none).

import {
  DEFAULT_PROPS,
  DEFAULT_TABLE_CELL_PROPS,
  type Block,
  type DefaultProps,
  type ImageProps,
  type InlineContent,
  type StyledText,
  type Styles,
  type TableCell,
  type TableContent,
} from './blocknote-types.ts';

/** Thrown for an unusable `bodyV2.blocknote`; the record layer maps it to a 400 on that field. */
export class InvalidBlocknoteError extends Error {
  readonly field = 'bodyV2.blocknote';

  /** `message` names the offending path, starting with "bodyV2.blocknote". */
  constructor(message: string) {
    super(message);
    this.name = 'InvalidBlocknoteError';
  }
}

type JsonObject = Record<string, unknown>;

export function parseBlocknote(json: string): Block[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    const reason = (error as Error).message;
    throw new InvalidBlocknoteError(`bodyV2.blocknote is not valid JSON (${reason})`);
  }
  if (!Array.isArray(value)) {
    throw new InvalidBlocknoteError('bodyV2.blocknote must be a JSON array of BlockNote blocks');
  }
  return readBlocks(value, 'bodyV2.blocknote');
}

function readBlocks(values: unknown[], path: string): Block[] {
  return values.flatMap((value, i) => readBlock(value, `${path}[${i}]`));
}

function readBlock(value: unknown, path: string): Block[] {
  const block = objectWithType(value, path, 'block');
  if (block.children !== undefined && !Array.isArray(block.children)) {
    fail(`${path}.children must be an array`);
  }
  const given = Array.isArray(block.children) ? block.children : [];
  const children = readBlocks(given, `${path}.children`);
  const props = isObject(block.props) ? block.props : {};
  const id = typeof block.id === 'string' ? block.id : '';
  const base = { ...DEFAULT_PROPS, ...givenDefaultProps(props) };
  // Blocks whose content is not inline content first.
  switch (block.type) {
    case 'table': {
      const textColor = typeof props.textColor === 'string' ? props.textColor : 'default';
      const content = readTableContent(block.content, `${path}.content`);
      return [{ id, type: 'table', props: { textColor }, content, children }];
    }
    case 'image':
      noContent(block, path);
      return [{ id, type: 'image', props: readImageProps(props, `${path}.props`), children }];
    case 'divider':
      noContent(block, path);
      return [{ id, type: 'divider', props: {}, children }];
  }
  const content = readContent(block.content, `${path}.content`);
  switch (block.type) {
    case 'heading': {
      const level = Math.min(Math.max(Number(props.level) || 1, 1), 3) as 1 | 2 | 3;
      const headingProps = { ...base, level, isToggleable: props.isToggleable === true };
      return [{ id, type: 'heading', props: headingProps, content: content ?? [], children }];
    }
    case 'checkListItem': {
      const checkProps = { ...base, checked: props.checked === true };
      return [{ id, type: 'checkListItem', props: checkProps, content: content ?? [], children }];
    }
    case 'bulletListItem':
    case 'numberedListItem':
    case 'paragraph':
      return [{ id, type: block.type, props: base, content: content ?? [], children }];
    case 'quote': {
      const quoteProps = { textColor: base.textColor, backgroundColor: base.backgroundColor };
      return [{ id, type: 'quote', props: quoteProps, content: content ?? [], children }];
    }
    case 'codeBlock': {
      const language =
        typeof props.language === 'string' && props.language !== '' ? props.language : 'text';
      // Code is one raw string; styles or links someone put inside it do not survive.
      const runs = (content ?? []).flatMap((item) => (item.type === 'text' ? item : item.content));
      const text = runs.map((run) => run.text).join('');
      const codeContent: StyledText[] = text === '' ? [] : [{ type: 'text', text, styles: {} }];
      return [{ id, type: 'codeBlock', props: { language }, content: codeContent, children }];
    }
    default:
      if (content === null) return children;
      return [{ id, type: 'paragraph', props: base, content, children }];
  }
}

/** Blocks with `content: "none"` in BlockNote's schema: the editor cannot load any content. */
function noContent(block: JsonObject & { type: string }, path: string): void {
  const { content } = block;
  const empty = content === undefined || content === null || content === '';
  if (!empty && !(Array.isArray(content) && content.length === 0)) {
    fail(`${path}.content must be absent: ${block.type} blocks have no content`);
  }
}

function readImageProps(props: JsonObject, path: string): ImageProps {
  const text = (key: 'name' | 'url' | 'caption'): string => {
    const value = props[key];
    if (value === undefined) return '';
    if (typeof value !== 'string') fail(`${path}.${key} must be a string`);
    return value;
  };
  const { showPreview, previewWidth } = props;
  if (showPreview !== undefined && typeof showPreview !== 'boolean') {
    fail(`${path}.showPreview must be a boolean`);
  }
  const resized = previewWidth !== undefined && previewWidth !== null;
  if (resized && (typeof previewWidth !== 'number' || !Number.isFinite(previewWidth))) {
    fail(`${path}.previewWidth must be a number`);
  }
  const out: ImageProps = {
    textAlignment: typeof props.textAlignment === 'string' ? props.textAlignment : 'left',
    backgroundColor: typeof props.backgroundColor === 'string' ? props.backgroundColor : 'default',
    name: text('name'),
    url: text('url'),
    caption: text('caption'),
    showPreview: showPreview !== false,
  };
  if (resized) out.previewWidth = previewWidth as number;
  return out;
}

function readTableContent(value: unknown, path: string): TableContent {
  if (!isObject(value) || value.type !== 'tableContent') {
    fail(`${path} must be a table content object with type "tableContent"`);
  }
  if (!Array.isArray(value.rows) || value.rows.length === 0) {
    fail(`${path}.rows must be a non-empty array of rows`);
  }
  const rows = value.rows.map((row: unknown, r) => {
    const rowPath = `${path}.rows[${r}]`;
    if (!isObject(row) || !Array.isArray(row.cells) || row.cells.length === 0) {
      fail(`${rowPath}.cells must be a non-empty array of table cells`);
    }
    return { cells: row.cells.map((cell: unknown, c) => readTableCell(cell, `${rowPath}.cells[${c}]`)) };
  });
  const headers: Pick<TableContent, 'headerRows' | 'headerCols'> = {};
  for (const key of ['headerRows', 'headerCols'] as const) {
    const count = value[key];
    if (count === undefined || count === null) continue;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      fail(`${path}.${key} must be a non-negative integer`);
    }
    if (count > 0) headers[key] = count;
  }
  const columnWidths = readColumnWidths(value.columnWidths, rows[0].cells, `${path}.columnWidths`);
  // Key order as the editor writes it.
  return { type: 'tableContent', columnWidths, ...headers, rows };
}

function readColumnWidths(value: unknown, firstRow: TableCell[], path: string): Array<number | null> {
  if (value === undefined || value === null) {
    const columns = firstRow.reduce((sum, cell) => sum + cell.props.colspan, 0);
    return Array.from({ length: columns }, () => null);
  }
  if (!Array.isArray(value)) fail(`${path} must be an array of numbers or nulls`);
  return value.map((width, i) => {
    if (width === null) return null;
    if (typeof width !== 'number' || !Number.isFinite(width)) {
      fail(`${path}[${i}] must be a number or null`);
    }
    return width;
  });
}

function readTableCell(value: unknown, path: string): TableCell {
  const props = { ...DEFAULT_TABLE_CELL_PROPS };
  // Older editors wrote a cell as its inline content alone.
  if (typeof value === 'string' || Array.isArray(value)) {
    return { type: 'tableCell', content: readContent(value, path) ?? [], props };
  }
  if (!isObject(value) || value.type !== 'tableCell') {
    fail(`${path} must be a table cell (an object with type "tableCell") or an inline content array`);
  }
  const content = value.content === undefined ? [] : readContent(value.content, `${path}.content`);
  if (content === null) fail(`${path}.content must be an array of inline content`);
  const given = isObject(value.props) ? value.props : {};
  for (const key of ['colspan', 'rowspan'] as const) {
    const span = given[key];
    if (span === undefined || span === null) continue;
    if (typeof span !== 'number' || !Number.isInteger(span) || span < 1) {
      fail(`${path}.props.${key} must be a positive integer`);
    }
    props[key] = span;
  }
  for (const key of ['backgroundColor', 'textColor', 'textAlignment'] as const) {
    if (typeof given[key] === 'string') props[key] = given[key];
  }
  return { type: 'tableCell', content, props };
}

function givenDefaultProps(props: JsonObject): Partial<DefaultProps> {
  const out: Partial<DefaultProps> = {};
  if (typeof props.textColor === 'string') out.textColor = props.textColor;
  if (typeof props.backgroundColor === 'string') out.backgroundColor = props.backgroundColor;
  if (typeof props.textAlignment === 'string') out.textAlignment = props.textAlignment;
  return out;
}

/** Inline content, or null when the block has none (absent, or non-inline like a table's). */
function readContent(value: unknown, path: string): InlineContent[] | null {
  if (typeof value === 'string') return value === '' ? [] : [plainText(value)];
  if (!Array.isArray(value)) return null;
  return value.flatMap((item, i) => readInline(item, `${path}[${i}]`));
}

function readInline(value: unknown, path: string): InlineContent[] {
  if (typeof value === 'string') return [plainText(value)];
  const item = objectWithType(value, path, 'inline content item');
  if (item.type === 'text') return [readText(item, path)];
  if (item.type !== 'link') return [];
  if (typeof item.href !== 'string') fail(`${path}.href must be a string`);
  const inner = readContent(item.content, `${path}.content`) ?? [];
  const content = inner.filter((child): child is StyledText => child.type === 'text');
  return [{ type: 'link', href: item.href, content }];
}

function readText(item: JsonObject, path: string): StyledText {
  if (typeof item.text !== 'string') fail(`${path}.text must be a string`);
  const given = isObject(item.styles) ? item.styles : {};
  const styles: Styles = {};
  if (given.bold === true) styles.bold = true;
  if (given.italic === true) styles.italic = true;
  if (given.strike === true) styles.strike = true;
  if (given.code === true) styles.code = true;
  return { type: 'text', text: item.text, styles };
}

function plainText(text: string): StyledText {
  return { type: 'text', text, styles: {} };
}

function objectWithType(value: unknown, path: string, what: string): JsonObject & { type: string } {
  if (!isObject(value) || typeof value.type !== 'string') {
    fail(`${path} must be a ${what} object with a string "type"`);
  }
  return value as JsonObject & { type: string };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fail(message: string): never {
  throw new InvalidBlocknoteError(message);
}
