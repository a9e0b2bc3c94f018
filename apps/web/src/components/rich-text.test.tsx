import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, plainText } from './rich-text';

const html = (text: string) => render(<RichText text={text} testId="body" />).getByTestId('body');

describe('RichText: the sanitized HTML staff write, rendered through an allow-list', () => {
  it('renders the allowed tags as elements', () => {
    const el = html(
      '<h3>开场</h3><p>南华<strong>潮剧</strong>与<em>新春</em></p><ul><li>一</li><li>二</li></ul><ol><li>三</li></ol><p>a<br>b</p><a href="https://nanhua.sg">官网</a><img src="/files/a.webp" alt="剧照">',
    );
    expect(el.querySelector('h3')?.textContent).toBe('开场');
    expect(el.querySelector('p strong')?.textContent).toBe('潮剧');
    expect(el.querySelector('p em')?.textContent).toBe('新春');
    expect(el.querySelectorAll('ul li')).toHaveLength(2);
    expect(el.querySelectorAll('ol li')).toHaveLength(1);
    expect(el.querySelector('br')).not.toBeNull();
    const a = el.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://nanhua.sg');
    expect(a.getAttribute('rel')).toContain('noopener');
    expect(el.querySelector('img')?.getAttribute('src')).toBe('/files/a.webp');
    expect(el.querySelector('img')?.getAttribute('alt')).toBe('剧照');
  });

  it('never renders a script, a frame, a handler or a javascript: link, even if one reached it', () => {
    const el = html(
      '<p onclick="alert(1)" style="width:2000px">Hi<script>alert(1)</script><iframe src="https://x.test"></iframe><a href="javascript:alert(1)">bad</a><img src="http://x.test/b.png" onerror="alert(2)"><span class="x">kept text</span></p><style>body{display:none}</style>',
    );
    expect(el.querySelector('script, iframe, style, span, img')).toBeNull();
    expect(el.innerHTML).not.toMatch(/onclick|onerror|javascript:|style=|alert/);
    expect(el.querySelector('p')?.textContent).toBe('Hibadkept text');
    expect(el.querySelector('a')).toBeNull();
  });

  it('keeps plain text as paragraphs, line by line, with < and & as text', () => {
    const el = html('第一行\n第二行 a < b & c');
    expect(Array.from(el.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['第一行', '第二行 a < b & c']);
  });

  it('gives a card the text without markup', () => {
    expect(plainText('<p>南华<strong>潮剧</strong></p><ul><li>一</li></ul><script>x()</script>')).toBe('南华潮剧 一');
    expect(plainText('a < b')).toBe('a < b');
  });
});
