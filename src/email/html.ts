// An email's HTML body and its plain-text part. Values a variable puts into an HTML body are
// escaped (`escapeHtml`, given to renderTemplate as its `escape`), so a record value is shown as
// the text it is and can never add a link, an image or markup; the plain-text part is the text
// of the rendered HTML (`textOfHtml`), which gives each value back as it was.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` as HTML text: & < > " and ' written as entities (safe in element content and in quoted attributes). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/** Plain text of an email's HTML body: tags dropped (line breaks kept), entities decoded (&amp; last). */
export const textOfHtml = (html: string) =>
  html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
