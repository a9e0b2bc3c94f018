import { limits } from '@nanhua/contract';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../lib/errors.js';

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * How deep the arrays and objects of a JSON text go, read in one pass over its characters (strings
 * skipped), stopping as soon as `max` is passed. Malformed text is left for JSON.parse to refuse.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === QUOTE) break;
      }
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies through Fastify's own parser (prototype-poisoning checks kept), refused first when
 * nested past limits.jsonMaxDepth: a small body nested 100,000 deep must not cost every later step
 * (validation, the NUL walk, logging) time that grows with its depth.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: limits.bodyMaxBytes },
    (req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonDepthExceeds(text, limits.jsonMaxDepth))
        return done(refuse('msg.jsonTooDeep', { max: limits.jsonMaxDepth }), undefined);
      parse(req, text, done);
    },
  );
}
