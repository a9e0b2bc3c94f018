import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZoomJoin } from '@nanhua/contract';
import { liveJoinKey, saveJoin } from './handoff';
import { startLivePage } from './live-page';
import { ZoomFailure, type ZoomAdapter } from './zoom-sdk';

const join: ZoomJoin = {
  sdkKey: 'key',
  signature: 'a.b.c',
  meetingNumber: '85012345601',
  passcode: 'namhwa',
  userName: 'Mei Ling',
  leaveUrl: 'https://app.test/#/pages/liveCast/index',
};

function fakeAdapter(): ZoomAdapter & {
  fail: { load?: boolean; join?: boolean };
  events: Map<string, (d: unknown) => void>;
} {
  const fail: { load?: boolean; join?: boolean } = {};
  const events = new Map<string, (d: unknown) => void>();
  return {
    fail,
    events,
    load: vi.fn(async () => {
      if (fail.load)
        throw new ZoomFailure('load', new Error('could not load https://source.zoom.us/zoom-meeting-5.1.4.min.js'));
    }),
    init: vi.fn(async () => undefined),
    join: vi.fn(async () => {
      if (fail.join) throw new ZoomFailure('join', { errorMessage: 'Meeting has not started', errorCode: 3707 });
    }),
    leave: vi.fn(async () => undefined),
    on: vi.fn((event: string, handler: (d: unknown) => void) => void events.set(event, handler)),
  };
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('main');
  document.body.append(root);
});
afterEach(() => {
  root.remove();
  sessionStorage.clear();
});

const text = (id: string) => root.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;

describe('live.html', () => {
  it('says Joining… while Zoom loads and starts, then leaves Zoom’s own screens (preview, waiting room) uncovered while it joins', async () => {
    saveJoin(join, { id: 7, title: '潮剧唱腔入门' });
    const adapter = fakeAdapter();
    let release!: () => void;
    vi.mocked(adapter.join).mockImplementationOnce(() => new Promise<void>((r) => (release = r)));
    let initDone!: () => void;
    vi.mocked(adapter.init).mockImplementationOnce(() => new Promise<void>((r) => (initDone = r)));
    const page = startLivePage(root, adapter, 'zh-Hans');
    await vi.waitFor(() => expect(adapter.init).toHaveBeenCalled());
    expect(text('live-joining')).toBe('正在进入课堂…');
    expect(text('live-class-title')).toBe('潮剧唱腔入门');
    expect(root.hidden).toBe(false);
    expect(document.documentElement.lang).toBe('zh-Hans');
    initDone();
    await vi.waitFor(() => expect(adapter.join).toHaveBeenCalled());
    // Zoom now draws its own screens: the page's card is out of the way while join waits on them.
    expect(root.hidden).toBe(true);
    expect(root.dataset.state).toBe('zoom');
    expect(adapter.init).toHaveBeenCalledWith({ leaveUrl: join.leaveUrl, language: 'zh-CN' });
    expect(adapter.join).toHaveBeenCalledWith(join);
    release();
    await page.done;
    expect(root.hidden).toBe(true);
    expect(root.dataset.state).toBe('joined');
    // Leaving the meeting forgets the join: Back to this page does not join again.
    // Zoom reports 'disconnected' for a join it refused too: the join is kept until the member was in the meeting.
    adapter.events.get('onMeetingStatus')!({ status: 3 });
    expect(sessionStorage.getItem(liveJoinKey)).not.toBeNull();
    adapter.events.get('onMeetingStatus')!({ status: 2 });
    expect(sessionStorage.getItem(liveJoinKey)).not.toBeNull();
    adapter.events.get('onMeetingStatus')!({ status: 3 });
    expect(sessionStorage.getItem(liveJoinKey)).toBeNull();
  });

  it('a script that will not load shows the live error with Retry, in English; Retry loads again and joins', async () => {
    saveJoin(join, { id: 7, title: 'Teochew singing for beginners' });
    const adapter = fakeAdapter();
    adapter.fail.load = true;
    const page = startLivePage(root, adapter, 'en');
    await page.done;
    expect(text('live-error')).toBe('Live Stream Error, Please Try Again Later');
    expect(text('live-retry')).toBe('Retry');
    expect(root.querySelector('[data-testid="live-back"]')!.getAttribute('href')).toBe('/#/pages/liveCast/index');
    expect(adapter.join).not.toHaveBeenCalled();
    // A script that did not arrive is no reason to show the member a URL.
    expect(text('live-error-detail')).toBeNull();

    adapter.fail.load = false;
    (root.querySelector('[data-testid="live-retry"]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.dataset.state).toBe('joined'));
    expect(adapter.load).toHaveBeenCalledTimes(2);
    expect(adapter.init).toHaveBeenCalledTimes(1);
  });

  it("a join Zoom refuses shows the error with Zoom's words; Retry joins again without a second init", async () => {
    saveJoin(join, { id: 7, title: 'x' });
    const adapter = fakeAdapter();
    adapter.fail.join = true;
    const page = startLivePage(root, adapter, 'zh-Hans');
    await page.done;
    expect(text('live-error')).toBe('直播出错，请稍后再试');
    expect(text('live-retry')).toBe('重试');
    expect(text('live-error-detail')).toBe('Zoom 提示：Meeting has not started (3707)');
    adapter.fail.join = false;
    await page.retry();
    expect(root.dataset.state).toBe('joined');
    expect(adapter.init).toHaveBeenCalledTimes(1);
    expect(adapter.join).toHaveBeenCalledTimes(2);
  });

  it('without a join handed over, or with a stale one, says so and loads nothing from Zoom', async () => {
    const adapter = fakeAdapter();
    await startLivePage(root, adapter, 'en').done;
    expect(text('live-none')).toContain('Choose a class in the Live Stream Classroom');
    saveJoin(join, { id: 7, title: 'x' }, Date.now() - 3 * 3_600_000);
    await startLivePage(root, adapter, 'zh-Hans').done;
    expect(text('live-expired')).toBe('本次进入已过期，请回到直播课堂重新进入。');
    expect(adapter.load).not.toHaveBeenCalled();
  });

  it('a Zoom that never answers shows the error with Retry, not an endless Joining…; Retry starts the page afresh', async () => {
    saveJoin(join, { id: 7, title: 'x' });
    const adapter = fakeAdapter();
    vi.mocked(adapter.join).mockRejectedValueOnce(new ZoomFailure('join', '', true));
    const reload = vi.fn();
    const page = startLivePage(root, adapter, 'en', { reload });
    await page.done;
    expect(root.hidden).toBe(false);
    expect(text('live-error')).toBe('Live Stream Error, Please Try Again Later');
    expect(text('live-error-detail')).toBeNull();
    (root.querySelector('[data-testid="live-retry"]') as HTMLButtonElement).click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(adapter.join).toHaveBeenCalledTimes(1);
  });
});
