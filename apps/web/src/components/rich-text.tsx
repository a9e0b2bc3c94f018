import { Fragment, createElement, type ReactNode } from 'react';
import './rich-text.css';

/**
 * The long texts staff write in the console (news, notices, ticketing information, about pages) are
 * HTML the server has already sanitized to a small allow-list. The app still never injects HTML: it
 * parses the text (an inert document: nothing runs) and builds React elements for the same allow-list
 * only (p, br, strong, em, ul, ol, li, h3, links to http(s), pictures from /files/ or https). Anything
 * else keeps only its text; scripts, styles and frames are dropped whole. Plain text (no markup) keeps
 * its line breaks as paragraphs, as before.
 */
const allowed = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'a', 'img']);
const dropped = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
]);
const safeHref = (v: string | null) => (v && /^https?:\/\//i.test(v) ? v : undefined);
const safeSrc = (v: string | null) => (v && /^(\/files\/|https:\/\/)/.test(v) ? v : undefined);

export const hasMarkup = (text: string) => /<[a-z!/]/i.test(text);

/** The text parsed into an inert fragment (a template's content: nothing loads, nothing runs). */
function parse(text: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = text;
  return template.content;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (dropped.has(tag)) return null;
  const children = Array.from(el.childNodes).map((c, i) => convert(c, `${key}.${i}`));
  if (!allowed.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'img') {
    const src = safeSrc(el.getAttribute('src'));
    return src ? <img key={key} src={src} alt={el.getAttribute('alt') ?? ''} loading="lazy" /> : null;
  }
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    return href ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  return createElement(tag, { key }, ...children);
}

/** The text's elements (allow-list only), for rendering. */
export function richNodes(text: string): ReactNode {
  if (!hasMarkup(text)) return text.split('\n').map((line, i) => <p key={i}>{line}</p>);
  return Array.from(parse(text).childNodes).map((c, i) => convert(c, String(i)));
}

/** The text without markup (a card's one-line summary of a rich body). */
export function plainText(text: string): string {
  if (!hasMarkup(text)) return text;
  const body = parse(text);
  body.querySelectorAll('script, style, iframe, template, noscript').forEach((e) => e.remove());
  body.querySelectorAll('p, li, h3, br').forEach((e) => e.append(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function RichText({ text, className, testId }: { text: string; className?: string; testId?: string }) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} data-testid={testId}>
      {richNodes(text)}
    </div>
  );
}
