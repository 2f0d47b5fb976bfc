import { describe, it, expect } from 'vitest';
import { markdownToBlocknote, serializeBlocknote } from './markdown-to-blocknote.ts';
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

describe('markdownToBlocknote: blocks', () => {
  it('turns empty markdown into BlockNote’s empty document (one empty paragraph)', () => {
    expect(markdownToBlocknote('')).toEqual([paragraph(1, [])]);
    expect(markdownToBlocknote('  \n\n ')).toEqual([paragraph(1, [])]);
  });

  it('makes one paragraph per markdown paragraph', () => {
    expect(markdownToBlocknote('First one.\n\nSecond one.')).toEqual([
      paragraph(1, [t('First one.')]),
      paragraph(2, [t('Second one.')]),
    ]);
  });

  it('keeps heading levels 1-3 and clamps 4-6 to 3', () => {
    const md = '# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six';
    expect(markdownToBlocknote(md)).toEqual([
      heading(1, 1, [t('One')]),
      heading(2, 2, [t('Two')]),
      heading(3, 3, [t('Three')]),
      heading(4, 3, [t('Four')]),
      heading(5, 3, [t('Five')]),
      heading(6, 3, [t('Six')]),
    ]);
  });

  it('reads setext headings and leaves seven hashes as text', () => {
    expect(markdownToBlocknote('Title\n=====\n\n####### no')).toEqual([
      heading(1, 1, [t('Title')]),
      paragraph(2, [t('####### no')]),
    ]);
  });

  it('nests bullet and numbered lists as children, ids in document order', () => {
    const md = '- a\n  - a.1\n    1. a.1.i\n    2. a.1.ii\n- b\n\n1. one\n2. two';
    expect(markdownToBlocknote(md)).toEqual([
      bullet(1, [t('a')], [
        bullet(2, [t('a.1')], [numbered(3, [t('a.1.i')]), numbered(4, [t('a.1.ii')])]),
      ]),
      bullet(5, [t('b')]),
      numbered(6, [t('one')]),
      numbered(7, [t('two')]),
    ]);
  });

  it('takes a loose item’s first paragraph as its text and nests the rest', () => {
    expect(markdownToBlocknote('- a\n\n  more\n- b')).toEqual([
      bullet(1, [t('a')], [paragraph(2, [t('more')])]),
      bullet(3, [t('b')]),
    ]);
  });

  it('makes checklist items from task list items, empty ones included', () => {
    expect(markdownToBlocknote('- [ ] todo\n- [x] done\n  - [X] sub\n- plain\n- [ ]')).toEqual([
      check(1, false, [t('todo')]),
      check(2, true, [t('done')], [check(3, true, [t('sub')])]),
      bullet(4, [t('plain')]),
      check(5, false, []),
    ]);
  });

  it('keeps code verbatim with its language; no language is BlockNote’s "text"', () => {
    const md = '```ts title="x.ts"\nconst a = **1**;\n  indented <b>\n```\n\n```\n\n```\n\n    indented code';
    expect(markdownToBlocknote(md)).toEqual([
      code(1, 'ts', 'const a = **1**;\n  indented <b>'),
      code(2, 'text', ''),
      code(3, 'text', 'indented code'),
    ]);
  });

  it('makes one quote block per paragraph of a blockquote and keeps other blocks plain', () => {
    expect(markdownToBlocknote('> said **this**\n>\n> and that\n\n> - item')).toEqual([
      quote(1, [t('said '), t('this', { bold: true })]),
      quote(2, [t('and that')]),
      bullet(3, [t('item')]),
    ]);
  });

  it('shows HTML as its literal text', () => {
    expect(markdownToBlocknote('<div>\n  hi\n</div>\n\nafter')).toEqual([
      paragraph(1, [t('<div>\n  hi\n</div>')]),
      paragraph(2, [t('after')]),
    ]);
  });
});

describe('markdownToBlocknote: tables', () => {
  it('makes one table block in BlockNote’s shape: header row, cells with props, null widths', () => {
    expect(markdownToBlocknote('| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |')).toEqual([
      {
        id: '00000000-0000-8000-8000-000000000001',
        type: 'table',
        props: { textColor: 'default' },
        content: {
          type: 'tableContent',
          columnWidths: [null, null],
          headerRows: 1,
          rows: [
            { cells: [cell([t('a')]), cell([t('b')])] },
            { cells: [cell([t('1')]), cell([t('2')])] },
            { cells: [cell([t('3')]), cell([t('4')])] },
          ],
        },
        children: [],
      },
    ]);
  });

  it('maps the delimiter row’s alignment to every cell of the column', () => {
    const md = '| l | c | r | d |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |';
    const row = (texts: string[]) =>
      texts.map((text, i) => cell([t(text)], ['left', 'center', 'right', 'left'][i]));
    expect(markdownToBlocknote(md)).toEqual([table(1, [row(['l', 'c', 'r', 'd']), row(['1', '2', '3', '4'])])]);
  });

  it('keeps inline formatting and links in cells, empty cells and escaped pipes', () => {
    const md = [
      '| **Name** | Site | Note |',
      '| --- | --- | --- |',
      '| *Acme* `a\\|b` | [acme](https://acme.com) | x \\| y \\\\ |',
      '|  | <https://b.com> |',
    ].join('\n');
    expect(markdownToBlocknote(md)).toEqual([
      table(1, [
        [cell([t('Name', { bold: true })]), cell([t('Site')]), cell([t('Note')])],
        [
          cell([t('Acme', { italic: true }), t(' '), t('a|b', { code: true })]),
          cell([link('https://acme.com', t('acme'))]),
          cell([t('x | y \\')]),
        ],
        // A short row is filled with empty cells up to the header's width.
        [cell([]), cell([link('https://b.com', t('https://b.com'))]), cell([])],
      ]),
    ]);
  });

  it('turns an image in a cell into a link to it (a cell cannot hold a block)', () => {
    expect(markdownToBlocknote('| logo |\n|---|\n| ![Acme](a.png) ![](b.png) |')).toEqual([
      table(1, [[cell([t('logo')])], [cell([link('a.png', t('Acme')), t(' '), link('b.png', t('b.png'))])]]),
    ]);
  });
});

describe('markdownToBlocknote: dividers', () => {
  it('makes a divider block of every thematic break', () => {
    expect(markdownToBlocknote('above\n\n---\n\nbetween\n\n***\n___')).toEqual([
      paragraph(1, [t('above')]),
      divider(2),
      paragraph(3, [t('between')]),
      divider(4),
      divider(5),
    ]);
  });

  it('writes the divider without content, as the editor does', () => {
    expect(serializeBlocknote(markdownToBlocknote('---'))).toBe(
      '[{"id":"00000000-0000-8000-8000-000000000001","type":"divider","props":{},"children":[]}]',
    );
  });

  it('keeps a setext heading a heading', () => {
    expect(markdownToBlocknote('Title\n---')).toEqual([heading(1, 2, [t('Title')])]);
  });
});

describe('markdownToBlocknote: images', () => {
  it('makes an image block: alt -> name, title -> caption', () => {
    expect(markdownToBlocknote('![Team photo](https://x.com/team.png "Offsite 2024")')).toEqual([
      image(1, { url: 'https://x.com/team.png', name: 'Team photo', caption: 'Offsite 2024' }),
    ]);
  });

  it('leaves the caption empty without a title, and decodes alt text and title', () => {
    expect(markdownToBlocknote('![a *b* \\* &amp;](u.png)\n\n![](v.png "x &amp; \\"y\\"")')).toEqual([
      image(1, { url: 'u.png', name: 'a b * &' }),
      image(2, { url: 'v.png', caption: 'x & "y"' }),
    ]);
  });

  it('writes BlockNote’s image props in its order, without previewWidth', () => {
    expect(serializeBlocknote(markdownToBlocknote('![a](u.png)'))).toBe(
      '[{"id":"00000000-0000-8000-8000-000000000001","type":"image","props":' +
        '{"textAlignment":"left","backgroundColor":"default","name":"a","url":"u.png","caption":"",' +
        '"showPreview":true},"children":[]}]',
    );
  });

  it('splits a paragraph at its images, dropping the whitespace at the cuts', () => {
    expect(markdownToBlocknote('See **this ![chart](c.png) here**\nand ![x](y.png)\n\n![a](1.png) ![b](2.png)')).toEqual([
      paragraph(1, [t('See '), t('this', { bold: true })]),
      image(2, { url: 'c.png', name: 'chart' }),
      paragraph(3, [t('here', { bold: true }), t('\nand')]),
      image(4, { url: 'y.png', name: 'x' }),
      image(5, { url: '1.png', name: 'a' }),
      image(6, { url: '2.png', name: 'b' }),
    ]);
  });

  it('keeps an image in a heading or list item text as a link, in a link as its alt text', () => {
    expect(markdownToBlocknote('# Logo ![Acme](a.png)\n\n- ![](b.png)\n\n[![badge](c.svg)](https://ci)')).toEqual([
      heading(1, 1, [t('Logo '), link('a.png', t('Acme'))]),
      bullet(2, [link('b.png', t('b.png'))]),
      paragraph(3, [link('https://ci', t('badge'))]),
    ]);
  });

  it('makes image blocks of images in later paragraphs of a list item, as its children', () => {
    expect(markdownToBlocknote('- item\n\n  ![a](u.png)')).toEqual([
      bullet(1, [t('item')], [image(2, { url: 'u.png', name: 'a' })]),
    ]);
  });
});

describe('markdownToBlocknote: inline content', () => {
  it('maps bold, italic, code and strike to styles', () => {
    expect(markdownToBlocknote('**b** *i* _i_ `c` ~~s~~')[0].content).toEqual([
      t('b', { bold: true }),
      t(' '),
      t('i', { italic: true }),
      t(' '),
      t('i', { italic: true }),
      t(' '),
      t('c', { code: true }),
      t(' '),
      t('s', { strike: true }),
    ]);
  });

  it('flattens nested marks into style sets and merges equal neighbours', () => {
    expect(markdownToBlocknote('**bold *both* ~~all `code`~~** ***x***')[0].content).toEqual([
      t('bold ', { bold: true }),
      t('both', { bold: true, italic: true }),
      t(' ', { bold: true }),
      t('all ', { bold: true, strike: true }),
      t('code', { bold: true, strike: true, code: true }),
      t(' '),
      t('x', { bold: true, italic: true }),
    ]);
  });

  it('turns links into link items carrying the styles around and inside them', () => {
    const md = '[plain](https://a.com) **[bold *it*](https://b.com)** <https://c.com> www.d.com';
    expect(markdownToBlocknote(md)[0].content).toEqual([
      link('https://a.com', t('plain')),
      t(' '),
      link('https://b.com', t('bold ', { bold: true }), t('it', { bold: true, italic: true })),
      t(' '),
      link('https://c.com', t('https://c.com')),
      t(' '),
      link('http://www.d.com', t('www.d.com')),
    ]);
  });

  it('resolves reference links', () => {
    expect(markdownToBlocknote('[docs][d]\n\n[d]: https://d.com')).toEqual([
      paragraph(1, [link('https://d.com', t('docs'))]),
    ]);
  });

  it('keeps hard and soft line breaks as newlines in the text', () => {
    expect(markdownToBlocknote('one\\\ntwo  \nthree\nfour')).toEqual([
      paragraph(1, [t('one\ntwo\nthree\nfour')]),
    ]);
  });

  it('unescapes backslash escapes and character references, but not inside code', () => {
    const md = '\\*not bold\\* \\_x\\_ \\# &amp; &lt;b&gt; &copy; &#35; &#x41; &bogus; `&amp; \\*`';
    expect(markdownToBlocknote(md)[0].content).toEqual([
      t('*not bold* _x_ # & <b> © # A &bogus; '),
      t('&amp; \\*', { code: true }),
    ]);
  });

  it('keeps inline HTML as literal text', () => {
    expect(markdownToBlocknote('a <b>bold</b> <script>x()</script>')[0].content).toEqual([
      t('a <b>bold</b> <script>x()</script>'),
    ]);
  });
});

describe('serializeBlocknote', () => {
  it('writes the exact BlockNote JSON, identical for identical markdown', () => {
    const json = serializeBlocknote(markdownToBlocknote('## Hi **you**'));
    expect(json).toBe(
      '[{"id":"00000000-0000-8000-8000-000000000001","type":"heading",' +
        '"props":{"textColor":"default","backgroundColor":"default","textAlignment":"left","level":2,' +
        '"isToggleable":false},' +
        '"content":[{"type":"text","text":"Hi ","styles":{}},{"type":"text","text":"you","styles":{"bold":true}}],' +
        '"children":[]}]',
    );
    expect(serializeBlocknote(markdownToBlocknote('## Hi **you**'))).toBe(json);
  });
});
