import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveClass, PaymentKey, VideoDetail as Video, VoteDetail } from '@nanhua/contract';
import { clientHarness, ok, signInAs } from '../../test/harness';
import { spyOnToast } from '../../test/antd-spies';
import type { NavigateOptions } from '../lib/navigation';
import { peekIntent } from '../lib/intent';
import { LikeButton } from '../features/comments/components/like-button';
import { VoteDetailView } from '../features/votes/components/vote-detail';
import { RegisterNow } from '../features/enroll/components/register-now';
import { LiveClassroom } from '../features/live/components/live-classroom';
import { Checkout } from '../features/payment/components/checkout';
import { VideoDetail } from '../features/video/components/video-detail';
import { PremiumLock } from '../features/browse-ui/components/premium-lock';

// antd-mobile's imperative Toast needs the app's React 19 render hook.
spyOnToast();

/**
 * Issue 34 item 5: what a visitor started before signing in (or registering) — a like, a ballot, a
 * registration — is carried on with once back on the page; a membership bought from a locked video
 * returns to the video, playing.
 */
const fetchMock = vi.fn<typeof fetch>();
const wentWith: [string, NavigateOptions | undefined][] = [];
clientHarness(fetchMock, { signedIn: false, wentWith });
beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());
// The project shares one document per worker: give the next file the address it would start from.
afterAll(() => {
  window.location.hash = '';
});

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).replace(/\?.*$/, '') === `/api/v1${path}`);
/** A call's body, JSON or form-encoded, as an object. */
const bodyOf = (path: string): unknown => {
  const raw = String(calls(path)[0]![1]!.body);
  return raw.startsWith('{') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
};
/** The visitor taps, is sent to sign in with the way back, signs in there and comes back: the page mounts anew. */
async function signInAndReturn(page: string, ui: () => ReactNode) {
  expect(wentWith.map(([to]) => to)).toEqual([`/pages/user/login?redirect=${encodeURIComponent(page)}`]);
  cleanup();
  signInAs();
  wrap(ui());
}

describe('return to intent after signing in', () => {
  it('a like tapped by a visitor is applied once they are back', async () => {
    window.location.hash = '#/pages/video/detail?id=3';
    fetchMock.mockImplementation(async () => ok({ liked: true, likeCount: 8 }));
    wrap(<LikeButton family="video" targetId={3} liked={false} count={7} />);
    await act(async () => void fireEvent.click(screen.getByTestId('like-button')));
    expect(calls('/video/zan/like')).toHaveLength(0);
    await signInAndReturn('/pages/video/detail?id=3', () => (
      <LikeButton family="video" targetId={3} liked={false} count={7} />
    ));
    await waitFor(() => expect(calls('/video/zan/like')).toHaveLength(1));
    expect(bodyOf('/video/zan/like')).toEqual({ videoId: '3' });
    await waitFor(() => expect(screen.getByTestId('like-button').getAttribute('data-liked')).toBe('true'));
    expect(peekIntent()).toBeNull();
  });

  it('a ballot comes back with its choices and text, not sent until the member submits', async () => {
    const vote: VoteDetail = {
      id: 4,
      title: 'Favourite play',
      summary: '',
      cover: null,
      startAt: '2026-11-18T00:00:00Z',
      endAt: '2099-12-01T00:00:00Z',
      state: 2,
      maxSelect: 2,
      participantCount: 4,
      description: '',
      options: [
        { id: 11, label: 'A' },
        { id: 12, label: 'B' },
        { id: 13, label: 'C' },
      ],
    };
    window.location.hash = '#/pages/vote/detail?id=4';
    fetchMock.mockImplementation(async () => ok(null));
    wrap(<VoteDetailView vote={vote} />);
    const options = await screen.findAllByTestId('vote-option');
    await act(async () => void fireEvent.click(options[0]!.querySelector('input')!));
    await act(async () => void fireEvent.click(options[2]!.querySelector('input')!));
    fireEvent.change(screen.getByTestId('vote-text').querySelector('textarea')!, { target: { value: 'More please' } });
    await act(async () => void fireEvent.click(screen.getByTestId('vote-submit')));
    await signInAndReturn('/pages/vote/detail?id=4', () => <VoteDetailView vote={vote} />);
    const again = await screen.findAllByTestId('vote-option');
    await waitFor(() => expect(again.map((o) => o.querySelector('input')!.checked)).toEqual([true, false, true]));
    expect(screen.getByTestId('vote-text').querySelector('textarea')!.value).toBe('More please');
    expect(calls('/vote/vote/doVote')).toHaveLength(0);
  });

  it('Register Now on an event opens its form once the visitor is back, signed in', async () => {
    const startAt = new Date(Date.now() + 86_400_000).toISOString();
    window.location.hash = '#/pages/theatre/detail?id=7';
    fetchMock.mockImplementation(async () => ok(null));
    wrap(<RegisterNow theatreId={7} startAt={startAt} />);
    await act(async () => void fireEvent.click(await screen.findByTestId('register-now')));
    expect(screen.queryByTestId('register-email')).toBeNull();
    await signInAndReturn('/pages/theatre/detail?id=7', () => <RegisterNow theatreId={7} startAt={startAt} />);
    await screen.findByTestId('register-email');
  });

  it('a live class registration tapped by a visitor completes once they are back', async () => {
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
    const cls = (registered: boolean | null): LiveClass => ({
      id: 2,
      title: 'Percussion workshop',
      description: '',
      teacher: 'Ms Lim',
      cover: null,
      startAt: iso(86_400_000),
      endAt: iso(90_000_000),
      joinOpensAt: iso(85_000_000),
      state: 'upcoming',
      audience: 'signedIn',
      tier: null,
      requiresRegistration: true,
      capacity: 30,
      registeredCount: 3,
      registered,
      entitled: true,
      canJoin: false,
      liveConfigured: true,
      replayId: null,
    });
    window.location.hash = '#/pages/liveCast/index';
    fetchMock.mockImplementation(async (input) => {
      const path = String(input).replace(/\?.*$/, '');
      if (path === '/api/v1/liveCast/meeting/get')
        return ok({ live: [], upcoming: [cls(calls('/liveCast/participant/save').length > 0)] });
      return ok(null);
    });
    wrap(<LiveClassroom />);
    await act(async () => void fireEvent.click(await screen.findByTestId('live-register')));
    expect(calls('/liveCast/participant/save')).toHaveLength(0);
    fetchMock.mockImplementation(async (input) => {
      const path = String(input).replace(/\?.*$/, '');
      if (path === '/api/v1/liveCast/meeting/get')
        return ok({ live: [], upcoming: [cls(calls('/liveCast/participant/save').length > 0)] });
      return ok(null);
    });
    await signInAndReturn('/pages/liveCast/index', () => <LiveClassroom />);
    await waitFor(() => expect(calls('/liveCast/participant/save')).toHaveLength(1));
    expect(bodyOf('/liveCast/participant/save')).toEqual({ classId: 2 });
  });
});

describe('a membership bought from a locked video', () => {
  const video = (locked: boolean): Video => ({
    id: 3,
    title: 'Premium clip',
    description: '',
    poster: '/files/art/p.w800.webp',
    media: locked ? null : '/files/premium/clip.mp4',
    subtitles: { zh: null, en: null },
    summary: '',
    publishedAt: '2026-11-01T00:00:00Z',
    duration: 60,
    views: 1,
    cateId: 1,
    cateName: 'Opera',
    isPremium: true,
    locked,
    production: null,
  });

  it('the lock keeps the video, the paid membership returns there and the video plays', async () => {
    window.location.hash = '#/pages/video/detail?id=3';
    signInAs();
    wrap(<VideoDetail video={video(true)} lock={<PremiumLock target="video:3" />} />);
    await act(async () => void fireEvent.click(screen.getByTestId('premium-lock-link')));
    expect(peekIntent()).toMatchObject({ needs: 'membership', back: '/pages/video/detail?id=3' });
    cleanup();

    // The member centre, then the payment page: paid, it goes back to the video (replacing the payment).
    window.location.hash = '#/pages/payment/index?id=9&kind=member';
    fetchMock.mockImplementation(async () => ok({ orderNo: 'M1', payStatus: 1 }));
    const payment: PaymentKey = {
      kind: 'member',
      orderId: 9,
      items: [{ title: 'Gold', quantity: 1 }],
      provider: 'sandbox',
      publishableKey: null,
      clientSecret: null,
      orderNo: 'M1',
      amount: 9900,
      currency: 'SGD',
      payStatus: 0,
      expiresAt: '2099-11-21T02:15:00Z',
    };
    wrap(<Checkout payment={payment} />);
    await act(async () => void fireEvent.click(screen.getByTestId('sandbox-succeed')));
    await waitFor(() => expect(wentWith).toEqual([['/pages/video/detail?id=3', { replace: true }]]));
    cleanup();

    window.location.hash = '#/pages/video/detail?id=3';
    wrap(<VideoDetail video={video(false)} lock={<PremiumLock target="video:3" />} />);
    await screen.findByTestId('video-fullscreen');
    expect(peekIntent()).toBeNull();
  });

  it('a member order paid without a lock behind it still shows its own next steps', async () => {
    signInAs();
    fetchMock.mockImplementation(async () => ok({ orderNo: 'M1', payStatus: 1 }));
    const payment: PaymentKey = {
      kind: 'member',
      orderId: 9,
      items: [{ title: 'Gold', quantity: 1 }],
      provider: 'sandbox',
      publishableKey: null,
      clientSecret: null,
      orderNo: 'M1',
      amount: 9900,
      currency: 'SGD',
      payStatus: 0,
      expiresAt: '2099-11-21T02:15:00Z',
    };
    wrap(<Checkout payment={payment} />);
    await act(async () => void fireEvent.click(screen.getByTestId('sandbox-succeed')));
    await screen.findByTestId('payment-success');
    expect(wentWith).toEqual([]);
  });
});
