import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { clientHarness, ok, testQueryClient } from '../../../../test/harness';
import { AboutArticle } from './about-article';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { signedIn: false });

const show = () =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AboutArticle topic="nanHua" />
    </QueryClientProvider>,
  );

describe('AboutArticle: the about page staff wrote, the app’s own text as fallback', () => {
  it('shows the text from /site/about/get, its markup rendered and nothing run', async () => {
    fetchMock.mockResolvedValue(
      ok([
        {
          key: 'nanHua',
          title: 'About Nam Hwa',
          content: '<h3>Since 1963</h3><p>A <strong>Teochew</strong> opera company</p><script>alert(1)</script>',
        },
      ]),
    );
    show();
    const body = await screen.findByTestId('about-content');
    expect(body.querySelector('h3')?.textContent).toBe('Since 1963');
    expect(body.querySelector('strong')?.textContent).toBe('Teochew');
    expect(body.querySelector('script')).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/site/about/get');
  });

  it('falls back to the locale texts when the page was left empty', async () => {
    fetchMock.mockResolvedValue(ok([{ key: 'nanHua', title: 'About Nam Hwa', content: '' }]));
    show();
    expect(await screen.findByText((_, el) => el?.className === 'about__lead')).toBeTruthy();
    expect(screen.queryByTestId('about-content')).toBeNull();
  });
});
