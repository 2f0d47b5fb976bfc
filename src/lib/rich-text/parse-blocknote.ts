// Reads a client-supplied `bodyV2.blocknote` string. It is stored as given, so it is only
// checked for the shape we (and the editor) rely on: a JSON array of block objects, each with a
// string `type`, array `children`, and inline `content` made of objects with a string `type`.
// The result is the typed subset blocknoteToMarkdown understands:
// - block types outside our subset that hold inline content (e.g. toggleListItem) read as
//   paragraphs; those without (image, table, divider, ...) are dropped, their children kept;
// - BlockNote's shorthand of a plain string for `content` is accepted;
// - inline types other than text and link (e.g. mentions) are dropped.

import {
  DEFAULT_PROPS,
  type Block,
  type DefaultProps,
  type InlineContent,
  type StyledText,
  type Styles,
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
  const content = readContent(block.content, `${path}.content`);
  const props = isObject(block.props) ? block.props : {};
  const id = typeof block.id === 'string' ? block.id : '';
  const base = { ...DEFAULT_PROPS, ...givenDefaultProps(props) };
  switch (block.type) {
    case 'heading': {
      const level = Math.min(Math.max(Number(props.level) || 1, 1), 3) as 1 | 2 | 3;
      return [{ id, type: 'heading', props: { ...base, level }, content: content ?? [], children }];
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
