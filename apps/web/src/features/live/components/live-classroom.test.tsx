import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from 'antd-mobile';
import type { LiveClass, LiveMeetings, ZoomJoin } from '@nanhua/contract';
import { ok, signedInEnglish } from '../../../../test/harness';
import { spyOnToast } from '../../../../test/antd-spies';
import { preferReducedMotion } from '../../../../test/a11y';
import { liveJoinKey } from '../../../live/handoff';
import { LiveClassroom } from './live-classroom';
import { setLivePageOpener } from './use-join-class';

spyOnToast();

const fetchMock = vi.fn<typeof fetch>();
const went: string[] = [];
signedInEnglish(fetchMock, went);

const minute = 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function klass(over: Partial<LiveClass> = {}): LiveClass {
  return {
    id: 1,
    title: 'Teochew singing for beginners',
    description: '',
    teacher: 'Ms Lim Lee Choo',
    cover: '/files/art/carousel-1.w1200.webp',
    startAt: iso(-20 * minute),
    endAt: iso(40 * minute),
    joinOpensAt: iso(-35 * minute),
    state: 'live',
    audience: 'signedIn',
    tier: null,
    requiresRegistration: false,
    capacity: null,
    registeredCount: 0,
    registered: false,
    entitled: true,
    canJoin: true,
    liveConfigured: true,
    replayId: null,
    ...over,
  };
}

/** A class still to come: it starts in `minutes`, the classroom opening 15 minutes before. */
const upcoming = (minutes: number, over: Partial<LiveClass> = {}) =>
  klass({
    id: 2,
    title: 'Percussion workshop',
    state: 'upcoming',
    startAt: iso(minutes * minute),
    endAt: iso((minutes + 90) * minute),
    joinOpensAt: iso((minutes - 15) * minute),
    canJoin: false,
    ...over,
  });

const zoomJoin: ZoomJoin = {
  sdkKey: 'key',
  signature: 'h.p.s',
  meetingNumber: '85012345601',
  passcode: 'namhwa',
  userName: 'Mei Ling',
  leaveUrl: 'http://localhost/#/pages/liveCast/index',
};

/** Answers each call by its path; `meetings` may change between calls. */
function serve(meetings: () => LiveMeetings | Response, calls: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).replace(/\?.*$/, '');
    if (path === '/api/v1/liveCast/meeting/get') {
      const m = meetings();
      return m instanceof Response ? m : ok(m);
    }
    const answer = calls[path];
    return answer ? answer() : new Response('', { status: 404 });
  });
}

const opened: string[] = [];
beforeEach(() => {
  opened.length = 0;
  setLivePageOpener((path) => void opened.push(path));
  window.location.hash = '#/pages/liveCast/index';
});
afterEach(() => {
  setLivePageOpener(null);
  sessionStorage.clear();
  vi.mocked(Toast.show).mockClear();
});

const renderClassroom = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <LiveClassroom />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const bodyOf = (path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u) === `/api/v1${path}`)![1]!.body));

describe('Live Stream Classroom', () => {
  it('live now: the class on top with its badge; Join gets the Zoom join and hands it to live.html outside the URL', async () => {
    serve(() => ({ live: [klass()], upcoming: [] }), { '/api/v1/liveCast/meeting/zoomAuth': () => ok(zoomJoin) });
    renderClassroom();
    const card = await screen.findByTestId('live-now-card');
    expect(within(card).getByTestId('live-badge').textContent).toBe('Live now');
    expect(within(card).getByTestId('live-title').textContent).toBe('Teochew singing for beginners');
    expect(card.textContent).toContain('With Ms Lim Lee Choo');
    expect(within(card).getByTestId('live-time').textContent).toMatch(
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d – \d\d:\d\d:\d\d$/,
    );
    expect(screen.queryByTestId('live-not-configured')).toBeNull();

    await act(async () => void fireEvent.click(within(card).getByRole('button', { name: 'Join class' })));
    await waitFor(() => expect(opened).toEqual(['/live.html']));
    expect(bodyOf('/liveCast/meeting/zoomAuth')).toEqual({ classId: 1 });
    const stored = JSON.parse(sessionStorage.getItem(liveJoinKey)!);
    expect(stored).toMatchObject({ classId: 1, title: 'Teochew singing for beginners', join: zoomJoin });
  });

  it('upcoming: date, countdown, calendar link; Register turns into Registered', async () => {
    let registered = false;
    serve(() => ({ live: [], upcoming: [upcoming(125, { registered })] }), {
      '/api/v1/liveCast/participant/save': () => {
        registered = true;
        return ok({ classId: 2, registeredAt: iso(0), registeredCount: 1, calendar: '/calendar/live/2.ics' });
      },
    });
    renderClassroom();
    const card = await screen.findByTestId('live-upcoming-card');
    expect(within(card).queryByTestId('live-badge')).toBeNull();
    expect(within(card).getByTestId('live-countdown').textContent).toMatch(/^Starts in 2 h 0[4-6] min$/);
    expect(within(card).getByTestId('live-add-to-calendar').getAttribute('href')).toBe('/calendar/live/2.ics?lang=en');
    expect(within(card).queryByTestId('live-join')).toBeNull();

    await act(async () => void fireEvent.click(within(card).getByRole('button', { name: 'Register' })));
    await waitFor(() => expect(within(card).getByTestId('live-registered').textContent).toBe('✓ Registered'));
    expect(bodyOf('/liveCast/participant/save')).toEqual({ classId: 2 });
    expect(Toast.show).toHaveBeenCalledWith({
      icon: 'success',
      content: 'You are registered. The classroom opens 15 minutes before the start.',
    });
    expect(within(card).queryByTestId('live-register')).toBeNull();
  });

  it('registered, members-only, full and registration-required classes each say so', async () => {
    serve(() => ({
      live: [],
      upcoming: [
        upcoming(60 * 30, {
          id: 3,
          title: 'Already in',
          registered: true,
          requiresRegistration: true,
          capacity: 12,
          registeredCount: 4,
        }),
        upcoming(60 * 40, { id: 4, title: 'Water sleeves', audience: 'members', entitled: false }),
        upcoming(60 * 50, { id: 5, title: 'Gongs', requiresRegistration: true, capacity: 12, registeredCount: 12 }),
        upcoming(10, {
          id: 6,
          title: 'Open soon',
          requiresRegistration: true,
          registered: false,
          joinOpensAt: iso(-5 * minute),
        }),
      ],
    }));
    renderClassroom();
    const cards = await screen.findAllByTestId('live-upcoming-card');
    const [mine, members, full, open] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(mine).getByTestId('live-registered').textContent).toBe('✓ Registered');
    expect(within(mine).getByTestId('live-seats').textContent).toBe('4 of 12 places taken');
    expect(within(mine).queryByTestId('live-countdown')).toBeNull();
    expect(within(members).getByTestId('live-members-only').textContent).toBe('Members only');
    expect(within(members).getByTestId('live-locked').textContent).toBe(
      'Become a member to register and join this class.',
    );
    expect(within(members).getByTestId('live-become-member').getAttribute('href')).toBe('/pages/user/memberCenter');
    expect(within(members).queryByTestId('live-register')).toBeNull();
    expect(within(full).getByTestId('live-full').textContent).toBe('Class full');
    expect(within(full).getByRole('button', { name: 'Class full' }).hasAttribute('disabled')).toBe(true);
    // Open, but registration comes first.
    expect(within(open).getByTestId('live-countdown').textContent).toBe('The classroom is open');
    expect(within(open).queryByTestId('live-join')).toBeNull();
    expect(within(open).getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it("no classes: the SPEC's empty text and the way to the replays", async () => {
    serve(() => ({ live: [], upcoming: [] }));
    renderClassroom();
    const empty = await screen.findByTestId('live-empty');
    expect(within(empty).getByTestId('empty').textContent).toBe('No live stream classes at the moment');
    expect(within(empty).getByTestId('live-replays-link').getAttribute('href')).toBe('/pages/liveCastHistory/index');
  });

  it("a load failure shows the SPEC's live error; Retry loads the classroom", async () => {
    let fail = true;
    serve(() => (fail ? new Response('', { status: 500 }) : { live: [klass()], upcoming: [] }));
    renderClassroom();
    const error = await screen.findByTestId('live-error');
    expect(error.textContent).toContain('Live Stream Error, Please Try Again Later');
    fail = false;
    await act(async () => void fireEvent.click(within(error).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByTestId('live-now-card')).toBeTruthy();
  });

  it('not configured: says so, and Join is disabled before the tap with the reason beside it (no call to Zoom)', async () => {
    serve(() => ({
      live: [klass({ liveConfigured: false, canJoin: false })],
      upcoming: [upcoming(10, { liveConfigured: false })],
    }));
    renderClassroom();
    expect((await screen.findByTestId('live-not-configured')).textContent).toContain(
      'Live streaming is not switched on for this site yet',
    );
    for (const card of [screen.getByTestId('live-now-card'), screen.getByTestId('live-upcoming-card')]) {
      const join = within(card).getByRole('button', { name: 'Join class' }) as HTMLButtonElement;
      expect(join.disabled).toBe(true);
      expect(within(card).getByTestId('live-join-unavailable').textContent).toBe(
        'Joining is not possible yet: live streaming is not switched on for this site.',
      );
      await act(async () => void fireEvent.click(join));
    }
    expect(fetchMock.mock.calls.map(([u]) => String(u))).not.toContain('/api/v1/liveCast/meeting/zoomAuth');
    expect(opened).toEqual([]);
    expect(sessionStorage.getItem(liveJoinKey)).toBeNull();
  });

  it('configured: Join is enabled and carries no such note', async () => {
    serve(() => ({ live: [klass()], upcoming: [] }));
    renderClassroom();
    const card = await screen.findByTestId('live-now-card');
    expect((within(card).getByRole('button', { name: 'Join class' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(card).queryByTestId('live-join-unavailable')).toBeNull();
    expect(screen.queryByTestId('live-not-configured')).toBeNull();
  });

  it('signed out: Join and Register go to login and come back to the classroom', async () => {
    localStorage.clear();
    serve(() => ({
      live: [klass({ registered: null, entitled: false, canJoin: false })],
      upcoming: [upcoming(300, { registered: null, entitled: false })],
    }));
    renderClassroom();
    const live = await screen.findByTestId('live-now-card');
    expect(within(live).queryByTestId('live-locked')).toBeNull();
    fireEvent.click(within(live).getByRole('button', { name: 'Sign in to join' }));
    fireEvent.click(
      within(screen.getByTestId('live-upcoming-card')).getByRole('button', { name: 'Sign in to register' }),
    );
    const back = `/pages/user/login?redirect=${encodeURIComponent('/pages/liveCast/index')}`;
    expect(went).toEqual([back, back]);
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/v1/liveCast/meeting/get']);
  });

  // WCAG 2.2.2 / 2.3.3 (issue 35): with reduced motion the card's text does not change on its own each
  // minute; it says the start time, and changes only when the classroom opens.
  describe('the countdown and reduced motion', () => {
    let stub: ReturnType<typeof preferReducedMotion> | undefined;
    afterEach(() => {
      stub?.mockRestore();
      vi.useRealTimers();
    });
    const countdownText = () =>
      within(screen.getByTestId('live-upcoming-card')).getByTestId('live-countdown').textContent;
    /** The company's time of day (UTC+8, SPEC §9) of an instant, HH:mm. */
    const timeOfDay = (isoString: string) =>
      new Date(Date.parse(isoString) + 8 * 60 * minute).toISOString().slice(11, 16);

    it('without the preference it counts down by the minute', async () => {
      stub = preferReducedMotion(false);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      serve(() => ({ live: [], upcoming: [upcoming(40)] }));
      renderClassroom();
      await screen.findByTestId('live-upcoming-card');
      expect(countdownText()).toBe('Starts in 40 minutes');
      await act(async () => void vi.advanceTimersByTime(61_000));
      expect(countdownText()).toBe('Starts in 39 minutes');
    });

    it('with reduced motion it says the start time, the same a minute later, until the classroom opens', async () => {
      stub = preferReducedMotion();
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const cls = upcoming(40);
      serve(() => ({ live: [], upcoming: [cls] }));
      renderClassroom();
      await screen.findByTestId('live-upcoming-card');
      const calm = `Starts at ${timeOfDay(cls.startAt)}`;
      expect(countdownText()).toBe(calm);
      await act(async () => void vi.advanceTimersByTime(61_000));
      expect(countdownText()).toBe(calm);
      await act(async () => void vi.advanceTimersByTime(25 * minute));
      expect(countdownText()).toBe('The classroom is open');
    });
  });
});
