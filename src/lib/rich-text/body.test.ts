import { describe, it, expect } from 'vitest';
import { normalizeRichBody } from './body.ts';
import { markdownToBlocknote, serializeBlocknote } from './markdown-to-blocknote.ts';
import { InvalidBlocknoteError } from './parse-blocknote.ts';

const blocknoteOf = (markdown: string): string => serializeBlocknote(markdownToBlocknote(markdown));
const CLEARED = { body: null, bodyV2: { markdown: null, blocknote: null } };

describe('normalizeRichBody', () => {
  it('returns {} when neither body nor bodyV2 is touched', () => {
    expect(normalizeRichBody({})).toEqual({});
    expect(normalizeRichBody({ body: undefined, bodyV2: undefined })).toEqual({});
    expect(normalizeRichBody({ bodyV2: {} })).toEqual({});
  });

  it('body only: markdown is the body verbatim, blocknote derived from it', () => {
    expect(normalizeRichBody({ body: 'Call *back*\nat 5' })).toEqual({
      body: 'Call *back*\nat 5',
      bodyV2: { markdown: 'Call *back*\nat 5', blocknote: blocknoteOf('Call *back*\nat 5') },
    });
  });

  it('body only, empty: an empty body with BlockNote’s empty document', () => {
    expect(normalizeRichBody({ body: '' })).toEqual({
      body: '',
      bodyV2: {
        markdown: '',
        blocknote:
          '[{"id":"00000000-0000-8000-8000-000000000001","type":"paragraph",' +
          '"props":{"textColor":"default","backgroundColor":"default","textAlignment":"left"},' +
          '"content":[],"children":[]}]',
      },
    });
  });

  it('markdown only: blocknote derived, body is the plain text', () => {
    expect(normalizeRichBody({ bodyV2: { markdown: '# Plan\n\n- **ship**' } })).toEqual({
      body: 'Plan\n\n- ship',
      bodyV2: { markdown: '# Plan\n\n- **ship**', blocknote: blocknoteOf('# Plan\n\n- **ship**') },
    });
  });

  it('markdown and blocknote: both kept as given, body from the markdown', () => {
    const blocknote = '[{"id":"x","type":"paragraph","content":"editor text"}]';
    expect(normalizeRichBody({ bodyV2: { markdown: '*md text*', blocknote } })).toEqual({
      body: 'md text',
      bodyV2: { markdown: '*md text*', blocknote },
    });
  });

  it('blocknote only: validated, markdown derived from it, body from that markdown', () => {
    const blocknote = JSON.stringify([
      { id: '1', type: 'heading', props: { level: 2 }, content: [{ type: 'text', text: 'Hi', styles: {} }] },
      {
        id: '2',
        type: 'bulletListItem',
        content: [{ type: 'text', text: 'a*b', styles: { italic: true } }],
        children: [],
      },
    ]);
    expect(normalizeRichBody({ bodyV2: { blocknote } })).toEqual({
      body: 'Hi\n\n- a*b',
      bodyV2: { markdown: '## Hi\n\n- *a\\*b*', blocknote },
    });
  });

  it('blocknote only, with a table, a divider and an image: all three reach markdown and body', () => {
    const text = (value: string) => [{ type: 'text', text: value, styles: {} }];
    const cellOf = (value: string) => ({ type: 'tableCell', content: text(value), props: { textAlignment: 'right' } });
    const blocknote = JSON.stringify([
      { type: 'table', content: { type: 'tableContent', rows: [{ cells: [cellOf('Deal')] }, { cells: [cellOf('$5k')] }] } },
      { type: 'divider', props: {}, children: [] },
      { type: 'image', props: { url: 'https://x.com/q.png', name: 'quote.png', caption: 'Signed quote' } },
    ]);
    expect(normalizeRichBody({ bodyV2: { blocknote } })).toEqual({
      body: 'Deal\n$5k\n\nSigned quote',
      bodyV2: {
        markdown: '| Deal |\n| ---: |\n| $5k |\n\n---\n\n![quote.png](https://x.com/q.png "Signed quote")',
        blocknote,
      },
    });
  });

  it('blocknote that is not a JSON array: throws naming bodyV2.blocknote', () => {
    for (const blocknote of ['not json', '{"type":"paragraph"}', 'null', '[42]']) {
      expect(() => normalizeRichBody({ bodyV2: { blocknote } })).toThrow(InvalidBlocknoteError);
      expect(() => normalizeRichBody({ bodyV2: { blocknote } })).toThrow(/^bodyV2\.blocknote/);
    }
  });

  it('a given blocknote is validated even when markdown comes with it', () => {
    expect(() => normalizeRichBody({ bodyV2: { markdown: 'x', blocknote: '{}' } })).toThrow(
      'bodyV2.blocknote must be a JSON array of BlockNote blocks',
    );
  });

  it('body and markdown: both kept, blocknote derived from the markdown', () => {
    expect(normalizeRichBody({ body: 'custom plain', bodyV2: { markdown: '**rich**' } })).toEqual({
      body: 'custom plain',
      bodyV2: { markdown: '**rich**', blocknote: blocknoteOf('**rich**') },
    });
  });

  it('body and blocknote: both kept, markdown derived from the blocknote', () => {
    const blocknote = '[{"type":"quote","content":"wise"}]';
    expect(normalizeRichBody({ body: 'plain', bodyV2: { blocknote } })).toEqual({
      body: 'plain',
      bodyV2: { markdown: '> wise', blocknote },
    });
  });

  it('all three given: kept exactly (after validating the blocknote)', () => {
    const input = { body: 'b', bodyV2: { markdown: 'm', blocknote: '[]' } };
    expect(normalizeRichBody(input)).toEqual(input);
  });

  it('null body or null bodyV2 clears all three', () => {
    expect(normalizeRichBody({ body: null })).toEqual(CLEARED);
    expect(normalizeRichBody({ bodyV2: null })).toEqual(CLEARED);
    expect(normalizeRichBody({ body: null, bodyV2: null })).toEqual(CLEARED);
    expect(normalizeRichBody({ bodyV2: { markdown: null, blocknote: null } })).toEqual(CLEARED);
  });

  it('a null beside an empty body or markdown clears all three: empty text is no content', () => {
    expect(normalizeRichBody({ body: '', bodyV2: null })).toEqual(CLEARED);
    expect(normalizeRichBody({ body: null, bodyV2: { markdown: '' } })).toEqual(CLEARED);
    expect(normalizeRichBody({ body: '', bodyV2: { markdown: '', blocknote: null } })).toEqual(CLEARED);
    // Without a null, an empty body is still an empty document (see "body only, empty").
    expect(normalizeRichBody({ body: '' }).bodyV2?.markdown).toBe('');
  });

  it('a null beside real content means "not given", so the content wins', () => {
    expect(normalizeRichBody({ body: null, bodyV2: { markdown: 'kept' } })).toEqual({
      body: 'kept',
      bodyV2: { markdown: 'kept', blocknote: blocknoteOf('kept') },
    });
    expect(normalizeRichBody({ body: 'kept', bodyV2: null })).toEqual({
      body: 'kept',
      bodyV2: { markdown: 'kept', blocknote: blocknoteOf('kept') },
    });
    expect(normalizeRichBody({ bodyV2: { markdown: 'md', blocknote: null } })).toEqual({
      body: 'md',
      bodyV2: { markdown: 'md', blocknote: blocknoteOf('md') },
    });
  });

  it('returns fresh objects (callers may mutate the result)', () => {
    const first = normalizeRichBody({ body: null });
    first.bodyV2!.markdown = 'changed';
    expect(normalizeRichBody({ body: null })).toEqual(CLEARED);
  });
});
