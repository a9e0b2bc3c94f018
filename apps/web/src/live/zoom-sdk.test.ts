import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ZoomJoin } from '@nanhua/contract';
import { createZoomAdapter, zoomScriptUrls, zoomSdkVersion, ZoomFailure, type ZoomMtgLike } from './zoom-sdk';

const join: ZoomJoin = {
  sdkKey: 'key',
  signature: 'a.b.c',
  meetingNumber: '85012345601',
  passcode: 'namhwa',
  userName: 'Mei Ling',
  userEmail: 'mei@example.org',
  leaveUrl: 'https://app.test/#/pages/liveCast/index',
};

function fakeSdk(over: Partial<ZoomMtgLike> = {}): ZoomMtgLike {
  return {
    preLoadWasm: vi.fn(),
    prepareWebSDK: vi.fn(),
    i18n: { load: vi.fn(async () => undefined) },
    init: vi.fn((o) => o.success?.(undefined)),
    join: vi.fn((o) => o.success?.(undefined)),
    leaveMeeting: vi.fn((o) => o.success?.(undefined)),
    inMeetingServiceListener: vi.fn(),
    ...over,
  };
}

afterEach(() => {
  delete window.ZoomMtg;
});

describe('zoom version policy', () => {
  it('is one exact version (e2e joins with the real files of this same version), a current 6.x', () => {
    expect(zoomSdkVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(zoomSdkVersion.split('.')[0])).toBeGreaterThanOrEqual(6);
  });

  it('derives the script list from the major version: 6.x adds react-redux after React and Redux', () => {
    const lib = (v: string, name: string) => `https://source.zoom.us/${v}/lib/vendor/${name}.min.js`;
    expect(zoomScriptUrls('6.2.0')).toEqual([
      ...['react', 'react-dom', 'redux', 'react-redux', 'redux-thunk', 'lodash'].map((n) => lib('6.2.0', n)),
      'https://source.zoom.us/zoom-meeting-6.2.0.min.js',
    ]);
    expect(zoomScriptUrls('5.1.4')).toEqual([
      ...['react', 'react-dom', 'redux', 'redux-thunk', 'lodash'].map((n) => lib('5.1.4', n)),
      'https://source.zoom.us/zoom-meeting-5.1.4.min.js',
    ]);
    expect(zoomScriptUrls()).toEqual(zoomScriptUrls(zoomSdkVersion));
    expect(() => zoomScriptUrls('7.0.0')).toThrow(/7\.0\.0/);
  });
});

describe('zoom adapter', () => {
  it("loads Zoom's scripts from source.zoom.us in order, the SDK last, and prepares the SDK once", async () => {
    const urls = zoomScriptUrls();
    expect(urls.every((u) => u.startsWith('https://source.zoom.us/'))).toBe(true);
    expect(urls.at(-1)).toBe(`https://source.zoom.us/zoom-meeting-${zoomSdkVersion}.min.js`);
    const seen: string[] = [];
    const sdk = fakeSdk();
    const adapter = createZoomAdapter({
      urls,
      loadScript: async (src) => {
        seen.push(src);
        if (src.includes('zoom-meeting')) window.ZoomMtg = sdk;
      },
    });
    await adapter.load();
    await adapter.load();
    expect(seen).toEqual(urls);
    expect(sdk.preLoadWasm).toHaveBeenCalledTimes(1);
    expect(sdk.prepareWebSDK).toHaveBeenCalledTimes(1);
  });

  it('a script that fails is a load failure; a retry fetches only what did not load', async () => {
    const sdk = fakeSdk();
    let fail = true;
    const seen: string[] = [];
    const adapter = createZoomAdapter({
      urls: ['https://source.zoom.us/v/lib/vendor/react.min.js', 'https://source.zoom.us/zoom-meeting-v.min.js'],
      loadScript: async (src) => {
        seen.push(src);
        if (src.includes('zoom-meeting')) {
          if (fail) throw new Error('could not load');
          window.ZoomMtg = sdk;
        }
      },
    });
    const first = await adapter.load().catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ZoomFailure);
    expect((first as ZoomFailure).stage).toBe('load');
    fail = false;
    await adapter.load();
    expect(seen).toEqual([
      'https://source.zoom.us/v/lib/vendor/react.min.js',
      'https://source.zoom.us/zoom-meeting-v.min.js',
      'https://source.zoom.us/zoom-meeting-v.min.js',
    ]);
  });

  it("inits with the leave URL and language, joins with Zoom's field names (no sdkKey since 4.0), and turns Zoom's error into a failure", async () => {
    const sdk = fakeSdk();
    window.ZoomMtg = sdk;
    const adapter = createZoomAdapter({ urls: [], loadScript: async () => undefined });
    await adapter.load();
    await adapter.init({ leaveUrl: join.leaveUrl, language: 'zh-CN' });
    expect(sdk.i18n!.load).toHaveBeenCalledWith('zh-CN');
    expect(vi.mocked(sdk.init).mock.calls[0]![0]).toMatchObject({ leaveUrl: join.leaveUrl, patchJsMedia: true });
    await adapter.join(join);
    const { success, error, ...options } = vi.mocked(sdk.join).mock.calls[0]![0];
    expect([typeof success, typeof error]).toEqual(['function', 'function']);
    expect(options).toEqual({
      signature: 'a.b.c',
      meetingNumber: '85012345601',
      passWord: 'namhwa',
      userName: 'Mei Ling',
      userEmail: 'mei@example.org',
    });
    expect(vi.mocked(sdk.i18n!.load).mock.calls).toEqual([['zh-CN']]);
    expect(Object.keys(sdk.i18n!)).toEqual(['load']);

    vi.mocked(sdk.join).mockImplementationOnce((o) =>
      o.error?.({ method: 'join', status: false, errorCode: 3707, errorMessage: 'Meeting has not started' }),
    );
    const failed = await adapter.join(join).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ZoomFailure);
    expect((failed as ZoomFailure).stage).toBe('join');
    expect((failed as ZoomFailure).message).toBe('Meeting has not started (3707)');
  });

  it('an init Zoom never answers fails after its deadline, marked as timed out', async () => {
    vi.useFakeTimers();
    try {
      const sdk = fakeSdk({ init: vi.fn() });
      window.ZoomMtg = sdk;
      const adapter = createZoomAdapter({
        urls: [],
        loadScript: async () => undefined,
        timeouts: { initMs: 1_000, joinMs: 2_000 },
      });
      await adapter.load();
      const result = adapter.init({ leaveUrl: join.leaveUrl, language: 'en-US' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(999);
      expect(sdk.init).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      const failed = (await result) as ZoomFailure;
      expect(failed).toBeInstanceOf(ZoomFailure);
      expect([failed.stage, failed.timedOut, failed.message]).toEqual(['init', true, '']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a join Zoom never answers fails after its deadline; once Zoom shows its preview or waiting room the member may take as long as needed', async () => {
    vi.useFakeTimers();
    try {
      const listeners = new Map<string, (d: unknown) => void>();
      const sdk = fakeSdk({
        join: vi.fn(),
        inMeetingServiceListener: vi.fn((event: string, h: (d: unknown) => void) => void listeners.set(event, h)),
      });
      window.ZoomMtg = sdk;
      const adapter = createZoomAdapter({
        urls: [],
        loadScript: async () => undefined,
        timeouts: { initMs: 1_000, joinMs: 2_000 },
      });
      await adapter.load();
      const statuses: unknown[] = [];
      adapter.on('onMeetingStatus', (d) => statuses.push(d));

      const silent = adapter.join(join).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(2_000);
      const failed = (await silent) as ZoomFailure;
      expect([failed.stage, failed.timedOut]).toEqual(['join', true]);

      for (const [event, data] of [
        ['onPreviewPannel', { status: 'open' }],
        ['onJoinSpeed', { tag: 4 }],
        ['onUserIsInWaitingRoom', { status: true }],
      ] as const) {
        let settled = false;
        void adapter.join(join).finally(() => (settled = true));
        await vi.advanceTimersByTimeAsync(1_000);
        listeners.get(event)!(data);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(settled, event).toBe(false);
      }
      // One Zoom listener per event, shared by the page and join's deadline.
      expect(vi.mocked(sdk.inMeetingServiceListener).mock.calls.filter(([e]) => e === 'onMeetingStatus')).toHaveLength(
        1,
      );
      listeners.get('onMeetingStatus')!({ status: 3 });
      expect(statuses).toEqual([{ status: 3 }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
