import { describe, it, expect } from 'vitest';
import { decodeEntities } from './html-entities.ts';

describe('decodeEntities', () => {
  it('decodes common named and all numeric references', () => {
    expect(decodeEntities('&amp; &lt;&gt; &quot;&apos; &copy; &#233; &#x1F600;')).toBe('& <> "\' © é 😀');
  });

  it('leaves unknown names literal, even ones that exist on Object.prototype', () => {
    expect(decodeEntities('&bogus; &constructor; &toString; AT&T')).toBe('&bogus; &constructor; &toString; AT&T');
  });

  it('replaces invalid code points like CommonMark does', () => {
    expect(decodeEntities('&#0; &#xD800; &#1114112;')).toBe('\ufffd \ufffd \ufffd');
  });
});
