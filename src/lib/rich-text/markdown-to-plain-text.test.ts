import { describe, it, expect } from 'vitest';
import { markdownToPlainText } from './markdown-to-plain-text.ts';

describe('markdownToPlainText', () => {
  it('is empty for empty markdown', () => {
    expect(markdownToPlainText('')).toBe('');
  });

  it('drops marks and keeps the text of links', () => {
    expect(
      markdownToPlainText('**Bold *and italic*** `code` ~~gone~~ [the docs](https://d.com) <https://x.com>'),
    ).toBe('Bold and italic code gone the docs https://x.com');
  });

  it('keeps blocks apart with blank lines and headings as their text', () => {
    expect(markdownToPlainText('# Title\n\nFirst.\n\n#### Deep\n\nSecond.')).toBe(
      'Title\n\nFirst.\n\nDeep\n\nSecond.',
    );
  });

  it('puts list items on their own lines with "- " / "1. " and indents nesting', () => {
    expect(markdownToPlainText('Intro:\n\n- **a**\n  1. x\n  2. y\n- b\n\n1. one\n2. two')).toBe(
      // Adjacent lists are one run of items, as in BlockNote.
      'Intro:\n\n- a\n  1. x\n  2. y\n- b\n1. one\n2. two',
    );
  });

  it('shows checklist state', () => {
    expect(markdownToPlainText('- [ ] todo\n- [x] *done*')).toBe('- [ ] todo\n- [x] done');
  });

  it('keeps code verbatim and quotes without their markers', () => {
    expect(markdownToPlainText('```js\nif (a) {\n  b();\n}\n```\n\n> quoted *words*')).toBe(
      'if (a) {\n  b();\n}\n\nquoted words',
    );
  });

  it('keeps line breaks, hard and soft', () => {
    expect(markdownToPlainText('one\\\ntwo\nthree')).toBe('one\ntwo\nthree');
  });

  it('resolves escapes and character references, and keeps HTML as typed', () => {
    expect(markdownToPlainText('\\*not bold\\* &amp; &lt;3 <b>hi</b>')).toBe('*not bold* & <3 <b>hi</b>');
  });

  it('lays tables out one row per line, cells joined by " | "', () => {
    const md = '| **Name** | Site |\n|---|:-:|\n| Acme | [acme](https://acme.com) |\n|  |  |\n|  | b |';
    // A row of empty cells is left out; an empty cell still takes its place.
    expect(markdownToPlainText(`Accounts:\n\n${md}\n\nEnd.`)).toBe(
      'Accounts:\n\nName | Site\nAcme | acme\n | b\n\nEnd.',
    );
  });

  it('gives images their caption, or their alt text when they have none', () => {
    expect(markdownToPlainText('![a chart](c.png)\n\n![alt](d.png "The caption")\n\n![](e.png)')).toBe(
      'a chart\n\nThe caption',
    );
    expect(markdownToPlainText('see ![chart](c.png) here')).toBe('see\n\nchart\n\nhere');
  });

  it('shows nothing for a divider, leaving one blank line between the paragraphs around it', () => {
    expect(markdownToPlainText('above\n\n---\n\nbelow')).toBe('above\n\nbelow');
  });
});
