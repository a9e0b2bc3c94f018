import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clientHarness, ok, testQueryClient } from '../../test/harness';
import NewsDetailPage from './news-detail';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock);

const profile = (role: string) => ({
  id: 1,
  email: 'e@x.sg',
  nickName: 'E',
  signature: '',
  avatar: null,
  userType: 0,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role,
});
const item = {
  id: 2,
  title: 'Draft news',
  summary: '',
  content: '<p>Body <strong>bold</strong></p><script>alert(1)</script>',
  cover: null,
  publishedAt: '2026-11-20T02:00:00.000Z',
  views: 0,
};

function answer(role: string, news: object = item) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.endsWith('/usercenter/user/get')) return ok(profile(role));
    if (path.endsWith('/site/news/get/2')) return ok(news);
    throw new Error(`unexpected ${path}`);
  });
}
const newsCall = () => fetchMock.mock.calls.find(([u]) => String(u).includes('/site/news/get/2'));
const authOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;

const show = (entry = '/pages/news/detail?id=2') =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <NewsDetailPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('news detail: the rich body, and the staff preview', () => {
  it('a staff account asks with its token (unpublished items show) and the body renders its markup, never a script', async () => {
    answer('editor');
    show();
    const body = await screen.findByTestId('news-body');
    expect(body.querySelector('strong')?.textContent).toBe('bold');
    expect(body.querySelector('script')).toBeNull();
    expect(authOf(newsCall()?.[1])).toBe('Bearer a');
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/site/news/get/2'))).toHaveLength(1);
  });

  it('a staff role that does not edit content (box office, support) asks as the public does: the server would show it no draft', async () => {
    for (const role of ['boxOffice', 'support']) {
      fetchMock.mockClear();
      answer(role);
      const view = show();
      await screen.findByTestId('news-body');
      expect(authOf(newsCall()?.[1]), role).toBeUndefined();
      view.unmount();
    }
  });

  it('a member asks as the public does', async () => {
    answer('member');
    show();
    await screen.findByTestId('news-body');
    expect(authOf(newsCall()?.[1])).toBeUndefined();
  });

  it('opened from the console (staffPreview): asks with the console’s session, with no app sign-in and no profile call', async () => {
    localStorage.removeItem('accessToken');
    localStorage.removeItem('refreshToken');
    localStorage.setItem('console.accessToken', 'console-access');
    try {
      answer('member');
      show('/pages/news/detail?id=2&staffPreview=1');
      await screen.findByTestId('news-body');
      expect(authOf(newsCall()?.[1])).toBe('Bearer console-access');
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/usercenter/user/get'))).toBe(false);
    } finally {
      localStorage.removeItem('console.accessToken');
    }
  });

  it('the console’s session is never read without the preview parameter', async () => {
    localStorage.removeItem('accessToken');
    localStorage.removeItem('refreshToken');
    localStorage.setItem('console.accessToken', 'console-access');
    try {
      answer('member');
      show();
      await screen.findByTestId('news-body');
      expect(authOf(newsCall()?.[1])).toBeUndefined();
    } finally {
      localStorage.removeItem('console.accessToken');
    }
  });

  it('a draft (the answer says visitors cannot see it) is marked as a preview and offers no share link', async () => {
    answer('editor', { ...item, draft: true });
    show();
    await screen.findByTestId('news-body');
    expect(screen.getByTestId('draft-banner').textContent).toBe(
      "Preview: visitors can't see this yet (not published, or scheduled for later).",
    );
    expect(screen.queryByTestId('share')).toBeNull();
  });

  it('a live item shows no preview mark and its share link', async () => {
    answer('editor');
    show();
    await screen.findByTestId('news-body');
    expect(screen.queryByTestId('draft-banner')).toBeNull();
    expect(screen.getByTestId('share')).toBeTruthy();
  });
});
