import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import type { FollowState } from '@nanhua/contract';
import { clientHarness, ok } from '../../../../test/harness';
import { FollowButton } from './follow-button';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { locale: 'zh-Hans' });

const show = (state: FollowState, onChanged = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FollowButton email="kw@example.com" name="Kok Wee" state={state} onChanged={onChanged} />
    </QueryClientProvider>,
  );

describe('FollowButton', () => {
  it('labels the four states', () => {
    const labels = (['follow', 'following', 'followBack', 'mutual'] as const).map((s) => {
      const { unmount } = show(s);
      const text = screen.getByTestId('follow-button').textContent;
      unmount();
      return text;
    });
    expect(labels).toEqual(['关注', '已关注', '回关', '互相关注']);
  });

  it('follows back at once with the email as a form field', async () => {
    const onChanged = vi.fn();
    fetchMock.mockResolvedValueOnce(ok({ followState: 'mutual' }));
    show('followBack', onChanged);
    await act(async () => void fireEvent.click(screen.getByTestId('follow-button')));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/usercenter/userFollow/follow');
    expect(init?.body).toBe('followedEmail=kw%40example.com');
  });

  it('asks before unfollowing, and keeps following when the member declines', async () => {
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValueOnce(false);
    show('mutual');
    await act(async () => void fireEvent.click(screen.getByTestId('follow-button')));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ content: '确定不再关注 Kok Wee 吗？' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
