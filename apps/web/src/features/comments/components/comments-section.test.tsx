import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toast } from 'antd-mobile';
import type { EngageFamily, Mark } from '@nanhua/contract';
import { clientHarness, ok } from '../../../../test/harness';
import { spyOnToast } from '../../../../test/antd-spies';
import { CommentsSection } from './comments-section';

// antd-mobile's imperative Toast needs the app's React 19 render hook; the tests read what it was asked to show.
spyOnToast();

const fetchMock = vi.fn<typeof fetch>();
const author = { email: 'ben@example.com', nickName: 'Ben', avatar: null, signature: '', userType: 4, deleted: false };
const mark = (over: Partial<Mark> = {}): Mark => ({
  id: 3,
  family: 'video',
  targetId: 5,
  targetTitle: '荔镜记',
  parentId: null,
  content: '<b>好戏</b><script>alert(1)</script>',
  author,
  mine: false,
  replyCount: 2,
  replies: [],
  createdAt: new Date().toISOString(),
  ...over,
});
const page = (records: Mark[], likeCount = 4, liked = false) =>
  ok({ records, total: records.length, page: 1, pageSize: 10, likeCount, liked });

const renderSection = (family: EngageFamily, targetId: number, locked = false) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CommentsSection family={family} targetId={targetId} locked={locked} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

clientHarness(fetchMock);

describe('CommentsSection', () => {
  it('an item whose comments support closed shows them, says so, and has no write box', async () => {
    fetchMock.mockResolvedValue(
      ok({ records: [mark()], total: 1, page: 1, pageSize: 10, likeCount: 0, liked: false, commentsClosed: true }),
    );
    renderSection('video', 9);
    await screen.findByTestId('comment-text');
    expect(screen.queryByTestId('comment-composer')).toBeNull();
    expect(screen.getByTestId('comments-closed').textContent).toBe('Comments are closed for this item.');
  });

  it('a locked members-only item shows its comments but no write box, with the way to join', async () => {
    fetchMock.mockResolvedValue(page([mark()]));
    renderSection('knowledge', 9, true);
    await screen.findByTestId('comment-text');
    expect(screen.queryByTestId('comment-composer')).toBeNull();
    expect(screen.getByTestId('comments-locked').textContent).toBe(
      'Only members can comment on members-only items. Become a member',
    );
    expect(screen.getByTestId('comments-locked').querySelector('a')!.getAttribute('href')).toBe(
      '/pages/user/memberCenter',
    );
  });

  it('lists a target’s comments by its family’s path, HTML shown as text, with reply and like counts', async () => {
    fetchMock.mockResolvedValue(page([mark()]));
    renderSection('knowledge', 9);
    const text = await screen.findByTestId('comment-text');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/knowledge/mark/get?page=1&pageSize=10&partId=9');
    expect(text.textContent).toBe('<b>好戏</b><script>alert(1)</script>');
    expect(text.querySelector('script, b')).toBeNull();
    expect(screen.getByTestId('comment-replies').textContent).toBe('2 replies');
    expect(screen.getByTestId('like-count').textContent).toBe('4');
    expect(screen.queryByTestId('comment-delete')).toBeNull();
  });

  it('posts a comment with the family’s target field and toggles the like with the exact count', async () => {
    fetchMock
      .mockResolvedValueOnce(page([]))
      .mockResolvedValueOnce(ok(mark({ mine: true })))
      .mockResolvedValueOnce(page([mark({ mine: true })]));
    renderSection('video', 5);
    expect(await screen.findByTestId('comments-empty')).toBeTruthy();
    const input = screen.getByTestId('comment-composer-input').querySelector('textarea')!;
    fireEvent.change(input, { target: { value: '  Lovely  ' } });
    await act(async () => void fireEvent.click(screen.getByTestId('comment-composer-send')));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/v1/video/mark/mark');
    expect(JSON.parse(String(init!.body))).toEqual({ videoId: 5, content: 'Lovely' });
    expect(await screen.findByTestId('comment-delete')).toBeTruthy();
    expect(Toast.show).toHaveBeenCalledWith({ icon: 'success', content: 'Posted' });

    fetchMock
      .mockResolvedValueOnce(ok({ liked: true, likeCount: 5 }))
      .mockResolvedValue(page([mark({ mine: true })], 5, true));
    await act(async () => void fireEvent.click(screen.getByTestId('like-button')));
    const likeCall = fetchMock.mock.calls.find(([u]) => String(u) === '/api/v1/video/zan/like')!;
    expect(String(likeCall[1]!.body)).toBe('videoId=5');
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('5'));
    expect(screen.getByTestId('like-button').getAttribute('data-liked')).toBe('true');
  });

  it('sends a signed-out visitor to sign in instead of showing the write box', async () => {
    localStorage.clear();
    fetchMock.mockResolvedValue(page([mark()]));
    renderSection('theatreUltimate', 2);
    await screen.findByTestId('comment');
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/v1/theatre/theatreUltimateMark/get?page=1&pageSize=10&partId=2',
    );
    expect(screen.getByTestId('comment-composer-login').textContent).toBe('Sign in to join the conversation');
  });
});
