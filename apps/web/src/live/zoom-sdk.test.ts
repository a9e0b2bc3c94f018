import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ZoomJoin } from '@nanhua/contract';
import { createZoomAdapter, zoomScriptUrls, ZoomFailure, type ZoomMtgLike } from './zoom-sdk';

const join: ZoomJoin = { sdkKey: 'key', signature: 'a.b.c', meetingNumber: '85012345601', passcode: 'namhwa', userName: 'Mei Ling', userEmail: 'mei@example.org', leaveUrl: 'https://app.test/#/pages/liveCast/index' };

function fakeSdk(over: Partial<ZoomMtgLike> = {}): ZoomMtgLike {
  return {
    preLoadWasm: vi.fn(),
    prepareWebSDK: vi.fn(),
    i18n: { load: vi.fn(), reload: vi.fn() },
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

describe('zoom adapter', () => {
  it("loads Zoom's scripts from source.zoom.us in order, the SDK last, and prepares the SDK once", async () => {
    const urls = zoomScriptUrls('5.1.4');
    expect(urls.every((u) => u.startsWith('https://source.zoom.us/'))).toBe(true);
    expect(urls.at(-1)).toBe('https://source.zoom.us/zoom-meeting-5.1.4.min.js');
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
    expect(seen).toEqual(['https://source.zoom.us/v/lib/vendor/react.min.js', 'https://source.zoom.us/zoom-meeting-v.min.js', 'https://source.zoom.us/zoom-meeting-v.min.js']);
  });

  it("inits with the leave URL and language, joins with Zoom's field names, and turns Zoom's error into a failure", async () => {
    const sdk = fakeSdk();
    window.ZoomMtg = sdk;
    const adapter = createZoomAdapter({ urls: [], loadScript: async () => undefined });
    await adapter.load();
    await adapter.init({ leaveUrl: join.leaveUrl, language: 'zh-CN' });
    expect(sdk.i18n!.load).toHaveBeenCalledWith('zh-CN');
    expect(vi.mocked(sdk.init).mock.calls[0]![0]).toMatchObject({ leaveUrl: join.leaveUrl, patchJsMedia: true });
    await adapter.join(join);
    expect(vi.mocked(sdk.join).mock.calls[0]![0]).toMatchObject({
      signature: 'a.b.c',
      sdkKey: 'key',
      meetingNumber: '85012345601',
      passWord: 'namhwa',
      userName: 'Mei Ling',
      userEmail: 'mei@example.org',
    });

    vi.mocked(sdk.join).mockImplementationOnce((o) => o.error?.({ method: 'join', status: false, errorCode: 3707, errorMessage: 'Meeting has not started' }));
    const failed = await adapter.join(join).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ZoomFailure);
    expect((failed as ZoomFailure).stage).toBe('join');
    expect((failed as ZoomFailure).message).toBe('Meeting has not started (3707)');
  });
});
