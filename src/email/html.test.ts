// Variables' values in an email's HTML body are text (issue 43, point 12): escaped into the HTML,
// given back as they are by the text part.
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../lib/template.ts';
import { escapeHtml, textOfHtml } from './html.ts';

const values = { person: { name: { firstName: '<a href="https://evil.test/login">Reset</a>' }, note: "Tom & Jerry's", age: 42, tags: ['<b>'] } };

describe('an HTML body rendered with escapeHtml', () => {
  it('escapes every value, a whole-variable body too, and keeps the template\'s own markup', () => {
    const html = renderTemplate('<p>Hello {{person.name.firstName}}</p><p>{{person.note}}, {{person.age}}, {{person.tags}}</p>', values, { escape: escapeHtml });
    expect(html).toBe('<p>Hello &lt;a href=&quot;https://evil.test/login&quot;&gt;Reset&lt;/a&gt;</p><p>Tom &amp; Jerry&#39;s, 42, [&quot;&lt;b&gt;&quot;]</p>');
    expect(renderTemplate('{{person.name.firstName}}', values, { escape: escapeHtml })).toBe('&lt;a href=&quot;https://evil.test/login&quot;&gt;Reset&lt;/a&gt;');
  });

  it('gives the values back as they are in the text part', () => {
    const html = renderTemplate('<p>Hello {{person.name.firstName}}</p><p>{{person.note}} &amp;lt;</p>', values, { escape: escapeHtml }) as string;
    expect(textOfHtml(html)).toBe(`Hello <a href="https://evil.test/login">Reset</a>\nTom & Jerry's &lt;`);
  });

  it('without escape, values are written as they are (workflow inputs, subjects, text messages)', () => {
    expect(renderTemplate('Hi {{person.name.firstName}}', values)).toBe('Hi <a href="https://evil.test/login">Reset</a>');
    expect(renderTemplate('{{person.age}}', values)).toBe(42);
  });
});
