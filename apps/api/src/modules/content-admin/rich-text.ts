import type sanitizeHtml from 'sanitize-html';

/**
 * The HTML an editor may store in a long text the app shows (news, notices, ticketing information):
 * paragraphs, emphasis, lists, h3, links to http(s) and pictures from our /files/ or https. Anything
 * else (scripts, styles, event handlers, javascript: URLs) is dropped on the server, whatever the
 * console sent.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h3', 'img'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(\/files\/|https:\/\/)/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) =>
      /^https?:\/\//i.test(attribs.href ?? '') ? { tagName, attribs } : { tagName, attribs: {} },
  },
};

// sanitize-html (with postcss and htmlparser2) loads on the first markup to clean, not at start.
let loading: Promise<typeof sanitizeHtml> | undefined;
const loadSanitizer = () => (loading ??= import('sanitize-html').then((m) => m.default));

/** Plain text (no markup) is kept as typed; markup goes through the allow-list above. */
export async function sanitizeRichText(value: string): Promise<string> {
  if (!/[<>]/.test(value)) return value;
  return (await loadSanitizer())(value, options).trim();
}
