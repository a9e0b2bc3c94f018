import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { nameContainsText } from '../../../../test/a11y';
import { clientHarness, ok, testQueryClient } from '../../../../test/harness';
import { setLocale } from '../../../lib/i18n';
import { LikeButton } from './like-button';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock);

const wrap = () =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <LikeButton family="video" targetId={3} liked={false} count={7} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('LikeButton (issue 35, WCAG 2.5.3)', () => {
  it.each([
    ['en', 'Like, 7 likes', 'Like, 8 likes'],
    ['zh-Hans', '点赞，7 人喜欢', '点赞，8 人喜欢'],
  ] as const)(
    'its name holds the count it shows, liked or not; aria-pressed tells which (%s)',
    async (lang, before, after) => {
      await setLocale(lang);
      fetchMock.mockResolvedValue(ok({ liked: true, likeCount: 8 }));
      wrap();
      const button = screen.getByRole('button', { name: before, pressed: false });
      expect(nameContainsText(before, button.textContent ?? '')).toBe(true);
      await act(async () => void fireEvent.click(button));
      await waitFor(() => expect(screen.getByRole('button', { name: after, pressed: true })).toBe(button));
      expect(nameContainsText(button.getAttribute('aria-label') ?? '', button.textContent ?? '')).toBe(true);
    },
  );
});
