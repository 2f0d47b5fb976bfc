// Filter syntax -> FilterNode. Syntax only: field names and values are not checked here.
//
//   filter     := list EOF
//   list       := item (',' item)*                    comma = AND
//   item       := group | condition
//   group      := ('and' | 'or' | 'not') '(' list ')'  not(a,b) = not(a AND b)
//   condition  := path '[' comparator ']' ':' value
//   path       := ident ('.' ident)*
//   value      := quoted | '[' (element (',' element)*)? ']' | bare
//   bare       := text up to the next ',' or ')' outside parentheses opened in the value itself,
//                 so timestamps (`10:00:00`) and `Acme (EU)` need no quotes
//   quoted     := '"' ... '"' | "'" ... "'"           backslash escapes the quote and itself
//
// Positions in messages are 0-based offsets into the input.
import { badRequest } from '../../errors/app-error.ts';
import {
  COMPARATORS,
  LIST_COMPARATORS,
  type Comparator,
  type FilterNode,
  type FilterValue,
  type RawScalar,
} from './filter-ast.ts';

/** Longer input is refused before parsing so hostile input cannot cost much. */
export const MAX_FILTER_LENGTH = 10_000;
/** Deeper and/or/not nesting is refused so recursion cannot exhaust the stack. */
export const MAX_FILTER_DEPTH = 32;

const GROUPS = ['and', 'or', 'not'] as const;
type GroupKind = (typeof GROUPS)[number];

const COMPARATOR_BY_LOWER = new Map<string, Comparator>([
  ...COMPARATORS.map((c): [string, Comparator] => [c.toLowerCase(), c]),
  ['neq', 'not'],
]);

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PATH_CHAR = /[A-Za-z0-9_.]/;
const WORD_CHAR = /[A-Za-z0-9_]/;
const SPACE = /\s/;

const fail = (message: string) => badRequest('INVALID_FILTER', `Invalid filter: ${message}`);

export function parseFilter(input: string): FilterNode {
  if (input.length > MAX_FILTER_LENGTH)
    throw fail(`filter is ${input.length} characters long; the maximum is ${MAX_FILTER_LENGTH}`);
  if (input.trim() === '') throw fail('filter is empty');
  return new FilterParser(input).parse();
}

class FilterParser {
  private pos = 0;

  constructor(private readonly src: string) {}

  parse(): FilterNode {
    const nodes = this.parseList(0);
    if (!this.atEnd()) {
      if (this.peek() === ')') throw fail(`unbalanced ')' at position ${this.pos}`);
      throw this.unexpected();
    }
    return nodes.length === 1 ? nodes[0] : { kind: 'and', children: nodes };
  }

  private parseList(depth: number): FilterNode[] {
    const nodes: FilterNode[] = [];
    do {
      this.skipSpace();
      if (this.atEnd() || this.peek() === ',' || this.peek() === ')')
        throw fail(`empty condition at position ${this.pos}`);
      nodes.push(this.parseItem(depth));
      this.skipSpace();
    } while (this.eat(','));
    return nodes;
  }

  private parseItem(depth: number): FilterNode {
    const start = this.pos;
    const name = this.readWhile(PATH_CHAR);
    if (this.peek() === '(') return this.parseGroup(name, start, depth);
    if (name === '') throw fail(`expected a field name at position ${start}, found '${this.peek()}'`);
    const path = this.checkPath(name, start);
    if (!this.eat('['))
      throw fail(`expected '[comparator]' after field '${name}' at position ${this.pos}`);
    const comparator = this.parseComparator();
    if (!this.eat(':'))
      throw fail(`expected ':' after '${name}[${comparator}]' at position ${this.pos}`);
    const value = this.parseValue(comparator, name);
    return { kind: 'condition', path, comparator, value, position: start };
  }

  private parseGroup(name: string, start: number, depth: number): FilterNode {
    const kind = GROUPS.find((g) => g === name.toLowerCase());
    if (!kind) throw fail(`unknown group '${name}(' at position ${start}; use and(...), or(...) or not(...)`);
    if (depth + 1 > MAX_FILTER_DEPTH)
      throw fail(`nesting deeper than ${MAX_FILTER_DEPTH} levels at position ${start}`);
    this.pos++; // '('
    const children = this.parseList(depth + 1);
    if (!this.eat(')'))
      throw this.atEnd()
        ? fail(`missing ')' to close '${name}(' opened at position ${start}`)
        : this.unexpected();
    return group(kind, children);
  }

  private parseComparator(): Comparator {
    const start = this.pos;
    const word = this.readWhile(WORD_CHAR);
    if (!this.eat(']')) throw fail(`expected ']' after comparator '${word}' at position ${this.pos}`);
    const comparator = COMPARATOR_BY_LOWER.get(word.toLowerCase());
    if (!comparator)
      throw fail(`unknown comparator '${word}' at position ${start}; valid comparators: ${COMPARATORS.join(', ')}`);
    return comparator;
  }

  private parseValue(comparator: Comparator, field: string): FilterValue {
    this.skipSpace();
    const start = this.pos;
    if (this.peek() === '[') return { kind: 'list', items: this.parseListValue() };
    if (LIST_COMPARATORS.includes(comparator))
      throw fail(`'${field}[${comparator}]' needs a bracketed list such as [a,b] at position ${start}`);
    const scalar = this.isQuote(this.peek()) ? this.readQuoted() : this.readBare();
    if (!scalar.quoted && scalar.text === '')
      throw fail(`missing value after '${field}[${comparator}]:' at position ${start}; write "" for an empty string`);
    return { kind: 'scalar', ...scalar };
  }

  private parseListValue(): RawScalar[] {
    const open = this.pos++;
    const items: RawScalar[] = [];
    this.skipSpace();
    if (this.eat(']')) throw fail(`empty list at position ${open}`);
    for (;;) {
      this.skipSpace();
      const start = this.pos;
      const item = this.isQuote(this.peek()) ? this.readQuoted() : this.readBareElement();
      if (!item.quoted && item.text === '') throw fail(`empty list element at position ${start}`);
      items.push(item);
      this.skipSpace();
      if (this.eat(']')) return items;
      if (this.atEnd()) throw fail(`missing ']' to close the list opened at position ${open}`);
      if (!this.eat(',')) throw fail(`expected ',' or ']' in the list at position ${this.pos}`);
    }
  }

  private readQuoted(): RawScalar {
    const open = this.pos;
    const quote = this.src[this.pos++];
    let text = '';
    while (!this.atEnd()) {
      const ch = this.src[this.pos++];
      if (ch === quote) return { text, quoted: true };
      const next = this.src[this.pos];
      if (ch === '\\' && (next === quote || next === '\\')) {
        text += next;
        this.pos++;
      } else {
        text += ch;
      }
    }
    throw fail(`unterminated quoted value starting at position ${open}`);
  }

  /** Runs to a ',' or ')' that is not inside parentheses opened within the value. */
  private readBare(): RawScalar {
    const start = this.pos;
    let depth = 0;
    for (; !this.atEnd(); this.pos++) {
      const ch = this.src[this.pos];
      if (ch === '(') depth++;
      else if (ch === ')' && depth-- === 0) break;
      else if (ch === ',' && depth === 0) break;
    }
    return { text: this.src.slice(start, this.pos).trim(), quoted: false };
  }

  private readBareElement(): RawScalar {
    const start = this.pos;
    while (!this.atEnd() && this.peek() !== ',' && this.peek() !== ']') this.pos++;
    return { text: this.src.slice(start, this.pos).trim(), quoted: false };
  }

  private checkPath(name: string, start: number): string[] {
    const segments = name.split('.');
    const bad = segments.find((s) => !IDENT.test(s));
    if (bad !== undefined) throw fail(`invalid field path '${name}' at position ${start}`);
    return segments;
  }

  private unexpected() {
    return fail(`unexpected '${this.peek()}' at position ${this.pos}; expected ',', ')' or the end of the filter`);
  }

  private readWhile(pattern: RegExp): string {
    const start = this.pos;
    while (!this.atEnd() && pattern.test(this.src[this.pos])) this.pos++;
    return this.src.slice(start, this.pos);
  }

  private skipSpace(): void {
    while (!this.atEnd() && SPACE.test(this.src[this.pos])) this.pos++;
  }

  private eat(ch: string): boolean {
    if (this.src[this.pos] !== ch) return false;
    this.pos++;
    return true;
  }

  private isQuote(ch: string | undefined): boolean {
    return ch === '"' || ch === "'";
  }

  private peek(): string | undefined {
    return this.src[this.pos];
  }

  private atEnd(): boolean {
    return this.pos >= this.src.length;
  }
}

function group(kind: GroupKind, children: FilterNode[]): FilterNode {
  if (kind === 'not') return { kind: 'not', child: children.length === 1 ? children[0] : { kind: 'and', children } };
  return { kind, children };
}
