import { describe, it, expect } from 'vitest';
import { blocknoteToMarkdown } from './blocknote-to-markdown.ts';
import { markdownToBlocknote } from './markdown-to-blocknote.ts';
import type { Block, TableCell } from './blocknote-types.ts';
import { parseBlocknote } from './parse-blocknote.ts';
import { markdownToBlocknote as toBlocks, serializeBlocknote } from './markdown-to-blocknote.ts';
import {
  bullet,
  cell,
  check,
  code,
  divider,
  heading,
  image,
  link,
  numbered,
  paragraph,
  quote,
  t,
  table,
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

describe('blocknoteToMarkdown: tables', () => {
  it('writes a GFM table: header row, delimiter row from the first row’s alignment', () => {
    const blocks = [
      table(1, [
        [cell([t('Name')]), cell([t('Stage')], 'center'), cell([t('Amount')], 'right'), cell([t('Notes')], 'justify')],
        [cell([t('Acme')]), cell([t('won')], 'center'), cell([t('-1,200')], 'right'), cell([])],
      ]),
    ];
    expect(blocknoteToMarkdown(blocks)).toBe(
      [
        '| Name | Stage | Amount | Notes |',
        '| --- | :---: | ---: | --- |',
        '| Acme | won | -1,200 |  |',
      ].join('\n'),
    );
  });

  it('keeps marks and links in cells and escapes pipes (code and link targets too) and backslashes', () => {
    const blocks = [
      table(1, [
        [cell([t('a|b')]), cell([t('back\\slash \\|')])],
        [
          cell([t('bold', { bold: true }), t(' '), t('x|y', { code: true })]),
          cell([link('https://x.com/?q=a|b', t('li|nk'))]),
        ],
        [cell([t('two\nlines')]), cell([t('# not a heading')])],
      ]),
    ];
    const md = blocknoteToMarkdown(blocks);
    expect(md).toBe(
      [
        '| a\\|b | back\\\\slash \\\\\\| |',
        '| --- | --- |',
        '| **bold** `x\\|y` | [li\\|nk](https://x.com/?q=a\\|b) |',
        '| two lines | # not a heading |',
      ].join('\n'),
    );
    // Everything but the hard break (a cell is one line) reads back as it was.
    const back = toBlocks(md);
    expect(back).toEqual([
      table(1, [
        [cell([t('a|b')]), cell([t('back\\slash \\|')])],
        [
          cell([t('bold', { bold: true }), t(' '), t('x|y', { code: true })]),
          cell([link('https://x.com/?q=a|b', t('li|nk'))]),
        ],
        [cell([t('two lines')]), cell([t('# not a heading')])],
      ]),
    ]);
  });

  it('uses the first row as the header even when the table has no header rows', () => {
    const blocks = [table(1, [[cell([t('a')])], [cell([t('b')])]])];
    if (blocks[0].type === 'table') delete blocks[0].content.headerRows;
    expect(blocknoteToMarkdown(blocks)).toBe('| a |\n| --- |\n| b |');
    expect(blocknoteToMarkdown([table(1, [[cell([t('only')])]])])).toBe('| only |\n| --- |');
  });

  it('writes a merged cell in its first position and leaves the positions it covers empty', () => {
    const span = (text: string, colspan: number, rowspan: number): TableCell => ({
      ...cell([t(text)]),
      props: { ...cell([]).props, colspan, rowspan },
    });
    // Row 2 lists only the cell beside the one spanning down into it, as the editor writes it.
    const blocks = [table(1, [[span('wide', 2, 1), cell([t('c')])], [span('tall', 1, 2), cell([t('x')]), cell([t('y')])], [cell([t('z')])]])];
    expect(blocknoteToMarkdown(blocks)).toBe(
      ['| wide |  | c |', '| --- | --- | --- |', '| tall | x | y |', '|  | z |  |'].join('\n'),
    );
  });
});

describe('blocknoteToMarkdown: dividers and images', () => {
  it('writes a divider as --- between blank lines, also after a list', () => {
    expect(blocknoteToMarkdown([paragraph(1, [t('a')]), divider(2), bullet(3, [t('b')]), divider(4), paragraph(5, [t('c')])])).toBe(
      'a\n\n---\n\n- b\n\n---\n\nc',
    );
  });

  it('writes an image as ![name](url "caption"), without a title when there is no caption', () => {
    expect(blocknoteToMarkdown([image(1, { url: 'https://x.com/a.png', name: 'Team', caption: 'Offsite' })])).toBe(
      '![Team](https://x.com/a.png "Offsite")',
    );
    expect(blocknoteToMarkdown([image(1, { url: 'a.png', name: 'Team' })])).toBe('![Team](a.png)');
    expect(blocknoteToMarkdown([image(1, { url: 'a.png', caption: 'Only a caption' })])).toBe(
      '![](a.png "Only a caption")',
    );
  });

  it('escapes alt text, url and title so they read back the same', () => {
    const blocks = [
      image(1, { url: 'https://x.com/a (1).png', name: '*not* [bold] # &amp;', caption: 'say "hi" \\ &amp; bye' }),
    ];
    const md = blocknoteToMarkdown(blocks);
    expect(md).toBe('![\\*not\\* \\[bold\\] # \\&amp;](https://x.com/a%20\\(1\\).png "say \\"hi\\" \\\\ &amp;amp; bye")');
    expect(toBlocks(md)).toEqual([
      image(1, { url: 'https://x.com/a%20(1).png', name: '*not* [bold] # &amp;', caption: 'say "hi" \\ &amp; bye' }),
    ]);
  });

  it('writes nothing for an empty image placeholder', () => {
    expect(blocknoteToMarkdown([paragraph(1, [t('a')]), image(2, {}), paragraph(3, [t('b')])])).toBe('a\n\nb');
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
    '| Name | Stage | Amount |\n| --- | :---: | ---: |\n| **Acme** | *won* | [1,200](https://x.com/a) |\n|  | `a\\|b` | \\\\ |',
    'before\n\n---\n\nafter',
    '![Team photo](https://x.com/team.png "Offsite 2024")\n\n![logo](logo.svg)',
    'text\n\n![chart](c.png)\n\n- item\n\n  ![nested](n.png)\n\n  | a |\n  | --- |\n  | 1 |',
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
    ['|a|b|\n|:-|-|\n|1|2|', '| a | b |\n| --- | --- |\n| 1 | 2 |'],
    ['| a |\n|---|\n| 1 | 2 |\n| |', '| a |\n| --- |\n| 1 |\n|  |'],
    ['***\n\n___', '---\n\n---'],
    ['see ![a](u.png "t") here', 'see\n\n![a](u.png "t")\n\nhere'],
    ["![a](<u x.png> 'title')", '![a](u%20x.png "title")'],
  ];
  it.each(variants)('normalises %j to %j, which is then stable', (md, canonicalForm) => {
    expect(roundTrip(md)).toBe(canonicalForm);
    expect(roundTrip(canonicalForm)).toBe(canonicalForm);
  });
});

describe('blocknote -> markdown -> blocknote', () => {
  // What the editor would save: tables, dividers and images among other blocks.
  const editorBlocks: Block[] = [
    heading(1, 2, [t('Q3 review')]),
    table(2, [
      [cell([t('Account')]), cell([t('Owner')], 'center'), cell([t('ARR')], 'right')],
      [cell([t('Acme', { bold: true })]), cell([link('mailto:jo@x.com', t('Jo'))], 'center'), cell([t('12|000')], 'right')],
      [cell([]), cell([t('n/a', { italic: true })], 'center'), cell([t('0', { code: true })], 'right')],
    ]),
    divider(3),
    paragraph(4, [t('Photos:')]),
    image(5, { url: 'https://files.x.com/1.png', name: 'whiteboard.png', caption: 'The plan' }),
    image(6, { url: 'https://files.x.com/2.png', name: 'team' }),
    bullet(7, [t('follow up')], [image(8, { url: 'n.png', name: 'nested' }), divider(9)]),
  ];

  it('keeps tables, dividers and images (and ids, which are positional)', () => {
    expect(toBlocks(blocknoteToMarkdown(editorBlocks))).toEqual(editorBlocks);
  });

  it('also from the editor’s JSON, old-style cells and previewWidth included', () => {
    const json = JSON.parse(serializeBlocknote(editorBlocks)) as Array<Record<string, unknown>>;
    const tableJson = json[1] as { content: { rows: Array<{ cells: unknown[] }> } };
    // Editors before cell props wrote a cell as its inline content array.
    tableJson.content.rows[2].cells[1] = [{ type: 'text', text: 'n/a', styles: { italic: true } }];
    (json[4] as { props: Record<string, unknown> }).props.previewWidth = 320;
    const md = blocknoteToMarkdown(parseBlocknote(JSON.stringify(json)));
    expect(md).toBe(blocknoteToMarkdown(editorBlocks));
  });
});
