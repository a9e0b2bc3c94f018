import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { clientHarness, ok } from '../../../../test/harness';
import { MessageList } from './message-list';

const fetchMock = vi.fn<typeof fetch>();
const message = {
  id: 7,
  type: 1,
  title: '欢迎加入南华潮剧社',
  content: '感谢注册！',
  link: null,
  read: false,
  createdAt: new Date().toISOString(),
};

clientHarness(fetchMock, { locale: 'zh-Hans' });

describe('MessageList', () => {
  it('marks unread messages and reads one on tap', async () => {
    fetchMock
      .mockResolvedValueOnce(ok({ records: [message], total: 1, page: 1, pageSize: 10 }))
      .mockResolvedValueOnce(ok(null))
      .mockResolvedValue(ok({ records: [{ ...message, read: true }], total: 1, page: 1, pageSize: 10 }));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MessageList type={1} />
      </QueryClientProvider>,
    );
    const row = await screen.findByTestId('message-row');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/usercenter/userMessage/get?page=1&pageSize=10&type=1');
    expect(row.getAttribute('data-read')).toBe('false');
    expect(row.textContent).toContain('刚刚');
    await act(async () => void fireEvent.click(row));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/v1/usercenter/userMessage/setToReadById/7');
    await waitFor(() => expect(screen.getByTestId('message-row').getAttribute('data-read')).toBe('true'));
  });
});
