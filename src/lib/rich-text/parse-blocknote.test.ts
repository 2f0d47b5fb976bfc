import { describe, it, expect } from 'vitest';
import { InvalidBlocknoteError, parseBlocknote } from './parse-blocknote.ts';
import { cell, link, t } from './test-builders.ts';

const DEFAULTS = { textColor: 'default', backgroundColor: 'default', textAlignment: 'left' };

describe('parseBlocknote', () => {
  it('reads full BlockNote blocks into the typed subset', () => {
    const json = JSON.stringify([
      {
        id: 'h',
        type: 'heading',
        props: { ...DEFAULTS, textColor: 'red', level: 5 },
        content: [{ type: 'text', text: 'Hi', styles: { bold: true, underline: true } }],
        children: [],
      },
      {
        id: 'c',
        type: 'checkListItem',
        props: { checked: true },
        content: [
          { type: 'link', href: 'https://x.com', content: [{ type: 'text', text: 'x', styles: {} }] },
          { type: 'mention', props: { user: 'u' } },
        ],
        children: [{ id: 'k', type: 'codeBlock', props: {}, content: [{ type: 'text', text: 'a()', styles: {} }] }],
      },
    ]);
    expect(parseBlocknote(json)).toEqual([
      {
        id: 'h',
        type: 'heading',
        props: { ...DEFAULTS, textColor: 'red', level: 3, isToggleable: false },
        content: [t('Hi', { bold: true })],
        children: [],
      },
      {
        id: 'c',
        type: 'checkListItem',
        props: { ...DEFAULTS, checked: true },
        content: [link('https://x.com', t('x'))],
        children: [
          { id: 'k', type: 'codeBlock', props: { language: 'text' }, content: [t('a()')], children: [] },
        ],
      },
    ]);
  });

  it('keeps a toggleable heading’s isToggleable', () => {
    const json = '[{"type":"heading","props":{"level":2,"isToggleable":true},"content":"t"}]';
    expect(parseBlocknote(json)[0].props).toEqual({ ...DEFAULTS, level: 2, isToggleable: true });
  });

  it('accepts string content, turns other inline blocks into paragraphs, drops the rest', () => {
    const json = JSON.stringify([
      { type: 'toggleListItem', content: 'open me' },
      { type: 'video', props: { url: 'x.mp4' }, children: [{ type: 'paragraph', content: 'kept' }] },
      { type: 'file', props: { url: 'x.pdf' } },
    ]);
    expect(parseBlocknote(json)).toEqual([
      { id: '', type: 'paragraph', props: DEFAULTS, content: [t('open me')], children: [] },
      { id: '', type: 'paragraph', props: DEFAULTS, content: [t('kept')], children: [] },
    ]);
  });

  it('reads a table as the editor writes it', () => {
    const editorCell = (text: string, textAlignment = 'left') => ({
      type: 'tableCell',
      content: [{ type: 'text', text, styles: {} }],
      props: { colspan: 1, rowspan: 1, backgroundColor: 'default', textColor: 'default', textAlignment },
    });
    const json = JSON.stringify([
      {
        id: 't',
        type: 'table',
        props: { textColor: 'blue' },
        content: {
          type: 'tableContent',
          columnWidths: [120, null],
          headerRows: 1,
          rows: [{ cells: [editorCell('a'), editorCell('b', 'center')] }, { cells: [editorCell('1'), editorCell('2', 'center')] }],
        },
        children: [],
      },
    ]);
    expect(parseBlocknote(json)).toEqual([
      {
        id: 't',
        type: 'table',
        props: { textColor: 'blue' },
        content: {
          type: 'tableContent',
          columnWidths: [120, null],
          headerRows: 1,
          rows: [{ cells: [cell([t('a')]), cell([t('b')], 'center')] }, { cells: [cell([t('1')]), cell([t('2')], 'center')] }],
        },
        children: [],
      },
    ]);
  });

  it('reads older tables (cells as inline content or strings), filling widths and props', () => {
    const json = JSON.stringify([
      {
        type: 'table',
        content: {
          type: 'tableContent',
          rows: [
            { cells: [[{ type: 'text', text: 'a', styles: { bold: true } }], 'b'] },
            { cells: [{ type: 'tableCell', props: { colspan: 2, backgroundColor: 'red' }, content: 'wide' }] },
          ],
        },
      },
    ]);
    expect(parseBlocknote(json)).toEqual([
      {
        id: '',
        type: 'table',
        props: { textColor: 'default' },
        content: {
          type: 'tableContent',
          columnWidths: [null, null],
          rows: [
            { cells: [cell([t('a', { bold: true })]), cell([t('b')])] },
            { cells: [{ ...cell([t('wide')]), props: { ...cell([]).props, colspan: 2, backgroundColor: 'red' } }] },
          ],
        },
        children: [],
      },
    ]);
  });

  it('reads images and dividers, children kept', () => {
    const json = JSON.stringify([
      {
        id: 'i',
        type: 'image',
        props: { textAlignment: 'center', backgroundColor: 'default', name: 'a.png', url: 'https://x/a.png', caption: 'A', showPreview: false, previewWidth: 320 },
        children: [{ id: 'd', type: 'divider', props: {}, content: [], children: [] }],
      },
      { id: 'j', type: 'image', props: { url: 'b.png' } },
    ]);
    expect(parseBlocknote(json)).toEqual([
      {
        id: 'i',
        type: 'image',
        props: { textAlignment: 'center', backgroundColor: 'default', name: 'a.png', url: 'https://x/a.png', caption: 'A', showPreview: false, previewWidth: 320 },
        children: [{ id: 'd', type: 'divider', props: {}, children: [] }],
      },
      {
        id: 'j',
        type: 'image',
        props: { textAlignment: 'left', backgroundColor: 'default', name: '', url: 'b.png', caption: '', showPreview: true },
        children: [],
      },
    ]);
  });

  it.each([
    ['{', /^bodyV2\.blocknote is not valid JSON/],
    ['{"type":"paragraph"}', /^bodyV2\.blocknote must be a JSON array of BlockNote blocks$/],
    ['"text"', /^bodyV2\.blocknote must be a JSON array/],
    ['[1]', /^bodyV2\.blocknote\[0\] must be a block object with a string "type"$/],
    ['[{"type":"paragraph","children":{}}]', /^bodyV2\.blocknote\[0\]\.children must be an array$/],
    [
      '[{"type":"paragraph","children":[{"type":"paragraph","content":[{"type":"text","text":1}]}]}]',
      /^bodyV2\.blocknote\[0\]\.children\[0\]\.content\[0\]\.text must be a string$/,
    ],
    ['[{"type":"paragraph","content":[{"type":"link"}]}]', /^bodyV2\.blocknote\[0\]\.content\[0\]\.href must be a string$/],
    ['[{"type":"table"}]', /^bodyV2\.blocknote\[0\]\.content must be a table content object with type "tableContent"$/],
    ['[{"type":"table","content":[]}]', /^bodyV2\.blocknote\[0\]\.content must be a table content object/],
    ['[{"type":"table","content":{"type":"tableContent","rows":[]}}]', /^bodyV2\.blocknote\[0\]\.content\.rows must be a non-empty array of rows$/],
    [
      '[{"type":"table","content":{"type":"tableContent","rows":[{"cells":["a"]},{"cells":[]}]}}]',
      /^bodyV2\.blocknote\[0\]\.content\.rows\[1\]\.cells must be a non-empty array of table cells$/,
    ],
    [
      '[{"type":"paragraph","children":[{"type":"table","content":{"type":"tableContent","rows":[{"cells":["a",42]}]}}]}]',
      /^bodyV2\.blocknote\[0\]\.children\[0\]\.content\.rows\[0\]\.cells\[1\] must be a table cell \(an object with type "tableCell"\) or an inline content array$/,
    ],
    [
      '[{"type":"table","content":{"type":"tableContent","rows":[{"cells":[{"type":"tableCell","content":[{"type":"text"}]}]}]}}]',
      /^bodyV2\.blocknote\[0\]\.content\.rows\[0\]\.cells\[0\]\.content\[0\]\.text must be a string$/,
    ],
    [
      '[{"type":"table","content":{"type":"tableContent","rows":[{"cells":[{"type":"tableCell","content":{}}]}]}}]',
      /^bodyV2\.blocknote\[0\]\.content\.rows\[0\]\.cells\[0\]\.content must be an array of inline content$/,
    ],
    [
      '[{"type":"table","content":{"type":"tableContent","rows":[{"cells":[{"type":"tableCell","props":{"colspan":0}}]}]}}]',
      /^bodyV2\.blocknote\[0\]\.content\.rows\[0\]\.cells\[0\]\.props\.colspan must be a positive integer$/,
    ],
    [
      '[{"type":"table","content":{"type":"tableContent","headerRows":"1","rows":[{"cells":["a"]}]}}]',
      /^bodyV2\.blocknote\[0\]\.content\.headerRows must be a non-negative integer$/,
    ],
    [
      '[{"type":"table","content":{"type":"tableContent","columnWidths":[100,"x"],"rows":[{"cells":["a","b"]}]}}]',
      /^bodyV2\.blocknote\[0\]\.content\.columnWidths\[1\] must be a number or null$/,
    ],
    ['[{"type":"image","props":{"url":42}}]', /^bodyV2\.blocknote\[0\]\.props\.url must be a string$/],
    ['[{"type":"image","props":{"caption":null}}]', /^bodyV2\.blocknote\[0\]\.props\.caption must be a string$/],
    ['[{"type":"image","props":{"showPreview":"yes"}}]', /^bodyV2\.blocknote\[0\]\.props\.showPreview must be a boolean$/],
    ['[{"type":"image","props":{"previewWidth":"512px"}}]', /^bodyV2\.blocknote\[0\]\.props\.previewWidth must be a number$/],
    ['[{"type":"image","content":"alt"}]', /^bodyV2\.blocknote\[0\]\.content must be absent: image blocks have no content$/],
    [
      '[{"type":"divider","content":[{"type":"text","text":"x","styles":{}}]}]',
      /^bodyV2\.blocknote\[0\]\.content must be absent: divider blocks have no content$/,
    ],
  ])('rejects %s with a message naming the field', (json, message) => {
    expect(() => parseBlocknote(json)).toThrow(InvalidBlocknoteError);
    expect(() => parseBlocknote(json)).toThrow(message);
    try {
      parseBlocknote(json);
    } catch (error) {
      expect((error as InvalidBlocknoteError).field).toBe('bodyV2.blocknote');
    }
  });
});
