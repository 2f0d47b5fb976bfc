import { describe, it, expect } from 'vitest';
import { blocknoteToMarkdown } from './blocknote-to-markdown.ts';
import { markdownToBlocknote } from './markdown-to-blocknote.ts';
import {
  bullet,
  check,
  code,
  heading,
  link,
  numbered,
  paragraph,
  quote,
  t,
} from './test-builders.ts';

const roundTrip = (md: string): string => blocknoteToMarkdown(markdownToBlocknote(md));

describe('blocknoteToMarkdown', () => {
  it('writes every supported block type', () => {
    const blocks = [
      heading(1, 2, [t('Title')]),
      paragraph(2, [t('Some '), t('bold', { bold: true }), t(' text.')]),
      bullet(3, [t('a')], [numbered(4, [t('x')]), numbered(5, [t('y')])]),
      check(6, true, [t('done')]),
      check(7, false, []),
      code(8, 'python', 'print(1)\n\nprint(2)'),
      quote(9, [t('wise\nwords')]),
    ];
    expect(blocknoteToMarkdown(blocks)).toBe(
      [
        '## Title',
        '',
        'Some **bold** text.',
        '',
        '- a',
        '  1. x',
        '  2. y',
        '- [x] done',
        '- [ ]',
        '',
        '```python',
        'print(1)',
        '',
        'print(2)',
        '```',
        '',
        '> wise\\',
        '> words',
      ].join('\n'),
    );
  });

  it('skips empty paragraphs and writes an empty document as ""', () => {
    expect(blocknoteToMarkdown([paragraph(1, [])])).toBe('');
    expect(blocknoteToMarkdown([paragraph(1, [t('a')]), paragraph(2, []), paragraph(3, [t('b')])])).toBe(
      'a\n\nb',
    );
  });

  it('indents continuation lines and nested blocks by the marker width', () => {
    const blocks = [
      numbered(1, [t('one\ntwo')], [paragraph(2, [t('para')]), code(3, 'text', 'x')]),
    ];
    expect(blocknoteToMarkdown(blocks)).toBe('1. one\\\n   two\n\n   para\n\n   ```\n   x\n   ```');
  });

  it('lays the children of non-list blocks out after them (markdown has no indent)', () => {
    expect(blocknoteToMarkdown([paragraph(1, [t('parent')], [paragraph(2, [t('child')])])])).toBe(
      'parent\n\nchild',
    );
  });

  it('nests overlapping marks and keeps delimiters against text', () => {
    const content = [
      t('bold ', { bold: true }),
      t('both', { bold: true, italic: true }),
      t(' ', { bold: true }),
      t('struck ', { strike: true }),
      t('`tick`', { code: true }),
    ];
    expect(blocknoteToMarkdown([paragraph(1, content)])).toBe('**bold *both*** ~~struck~~ `` `tick` ``');
  });

  it('writes links, and bare URLs as autolinks', () => {
    const content = [
      link('https://a.com/x_(y)', t('see '), t('this', { italic: true })),
      t(' '),
      link('https://b.com', t('https://b.com')),
      t(' '),
      link('mailto:me@c.com', t('me@c.com')),
    ];
    expect(blocknoteToMarkdown([paragraph(1, content)])).toBe(
      '[see *this*](https://a.com/x_\\(y\\)) <https://b.com> <me@c.com>',
    );
  });

  it('escapes text that would otherwise read as markdown', () => {
    const blocks = [
      paragraph(1, [t('# not a heading\n- not a list\n1. not numbered\n> not a quote')]),
      paragraph(2, [t('*stars* _under_ `tick` [box] <b>tag</b> &amp; x<3 & a&b \\')]),
    ];
    expect(blocknoteToMarkdown(blocks)).toBe(
      '\\# not a heading\\\n\\- not a list\\\n1\\. not numbered\\\n\\> not a quote\n\n' +
        '\\*stars\\* \\_under\\_ \\`tick\\` \\[box\\] \\<b>tag\\</b> \\&amp; x<3 & a&b \\\\',
    );
    expect(markdownToBlocknote(blocknoteToMarkdown(blocks))).toEqual(blocks);
  });

  it('writes hard breaks inside a heading as spaces', () => {
    expect(blocknoteToMarkdown([heading(1, 3, [t('a\nb')])])).toBe('### a b');
  });
});

describe('markdown -> blocknote -> markdown', () => {
  const canonical = [
    'Plain paragraph.\n\nAnother one.',
    '# H1\n\n## H2\n\n### H3',
    '**bold** *italic* ~~strike~~ `code` ***both*** **a *b* c**',
    '[link](https://x.com) [**bold** link](https://y.com) <https://z.com>',
    '- a\n- b\n  - b.1\n    - b.1.a\n- c',
    '1. one\n2. two\n   1. two.one\n3. three',
    '- [ ] todo\n- [x] done\n  - [ ] nested',
    '```ts\nconst a = 1;\n\nconsole.log(a);\n```\n\n```\nplain\n```',
    '> quoted **text**\\\n> second line',
    'line one\\\nline two',
    '\\*not bold\\* # \\[x\\] 1. \\<b>',
    '- a\n\n  para in item\n- b',
  ];
  it.each(canonical)('keeps %j as is', (md) => {
    expect(roundTrip(md)).toBe(md);
  });

  const variants: Array<[string, string]> = [
    ['* star\n+ plus', '- star\n- plus'],
    ['__bold__ _it_', '**bold** *it*'],
    ['a  \nb\nc', 'a\\\nb\\\nc'],
    ['#### deep', '### deep'],
    ['3. three\n4. four', '1. three\n2. four'],
    ['~~~py\nx\n~~~', '```py\nx\n```'],
    ['&amp; &copy;', '& ©'],
  ];
  it.each(variants)('normalises %j to %j, which is then stable', (md, canonicalForm) => {
    expect(roundTrip(md)).toBe(canonicalForm);
    expect(roundTrip(canonicalForm)).toBe(canonicalForm);
  });
});
