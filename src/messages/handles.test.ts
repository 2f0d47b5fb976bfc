import { describe, expect, it } from 'vitest';
import { canonicalHandle } from './handles.ts';

describe('canonicalHandle', () => {
  it('lower-cases emails', () => {
    expect(canonicalHandle('  Ann.Lee@Example.COM ')).toEqual({ kind: 'email', value: 'ann.lee@example.com' });
  });
  it('keeps the digits of a phone number, calling code included', () => {
    expect(canonicalHandle('+33 6 12-34.56 (78)')).toEqual({ kind: 'phone', value: '33612345678' });
    expect(canonicalHandle('1234')).toBeUndefined();
  });
  it('drops the scheme, www. and the trailing slash of a LinkedIn URL', () => {
    for (const url of ['https://www.linkedin.com/in/Ann-Lee/', 'http://linkedin.com/in/ann-lee', 'linkedin.com/in/ann-lee//', 'www.LinkedIn.com/in/ann-lee'])
      expect(canonicalHandle(url)).toEqual({ kind: 'linkedin', value: 'linkedin.com/in/ann-lee' });
  });
  it('matches nothing else', () => {
    expect(canonicalHandle('Ann Lee')).toBeUndefined();
    expect(canonicalHandle('https://example.com/ann')).toBeUndefined();
    expect(canonicalHandle('   ')).toBeUndefined();
  });
});
