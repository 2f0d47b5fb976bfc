import { describe, it, expect } from 'vitest';
import { InvalidBlocknoteError, parseBlocknote } from './parse-blocknote.ts';
import { link, t } from './test-builders.ts';

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
        props: { ...DEFAULTS, textColor: 'red', level: 3 },
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

  it('accepts string content, turns other inline blocks into paragraphs, drops the rest', () => {
    const json = JSON.stringify([
      { type: 'toggleListItem', content: 'open me' },
      { type: 'image', props: { url: 'x.png' }, children: [{ type: 'paragraph', content: 'kept' }] },
      { type: 'table', content: { type: 'tableContent', rows: [] } },
    ]);
    expect(parseBlocknote(json)).toEqual([
      { id: '', type: 'paragraph', props: DEFAULTS, content: [t('open me')], children: [] },
      { id: '', type: 'paragraph', props: DEFAULTS, content: [t('kept')], children: [] },
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
