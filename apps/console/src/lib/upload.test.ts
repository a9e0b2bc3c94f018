import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, signedIn } from '../../test/harness';
import { mockXhr } from '../../test/xhr';
import { setLocale } from './i18n';
import { UploadError, uploadMedia } from './upload';

const picture = () => new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
const image = { id: 7, url: '/files/media/abc.w1080.webp', srcset: '', width: 1080, height: 608, aspect: 'carousel' };

afterEach(() => vi.unstubAllGlobals());

describe('uploadMedia', () => {
  it('sends the file and fields with the access token and language, reports progress, answers the result', async () => {
    signedIn();
    await setLocale('en');
    const { sent } = mockXhr();
    const progress: number[] = [];
    const done = uploadMedia(
      '/admin/media/image',
      { file: picture(), aspect: 'carousel', x: '1', y: '2', w: '30', h: '17' },
      { onProgress: (f) => progress.push(f) },
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [s] = sent;
    expect([s!.method, s!.url, s!.headers.Authorization, s!.headers['Accept-Language']]).toEqual([
      'POST',
      '/api/v1/admin/media/image',
      'Bearer header.e30.sig',
      'en',
    ]);
    expect(Object.fromEntries([...s!.body.entries()].filter(([k]) => k !== 'file'))).toEqual({
      aspect: 'carousel',
      x: '1',
      y: '2',
      w: '30',
      h: '17',
    });
    expect((s!.body.get('file') as File).name).toBe('a.png');
    s!.progress(25, 100);
    s!.progress(100, 100);
    s!.answer(ok(image));
    expect(await done).toEqual(image);
    expect(progress).toEqual([0, 0.25, 1]);
  });

  it("rejects with the server's localized refusal", async () => {
    signedIn();
    mockXhr(() => ({ envelope: refused('图片不能超过 20 MB') }));
    const err = await uploadMedia('/admin/media/image', { file: picture(), aspect: 'carousel' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(UploadError);
    expect([(err as UploadError).message, (err as UploadError).code]).toEqual(['图片不能超过 20 MB', 1003]);
  });

  it('on 1001 refreshes the token through the client once and replays with the new one', async () => {
    signedIn();
    const { calls } = mockApi({
      '/usercenter/user/refreshToken': ok({ accessToken: 'new.e30.sig', refreshToken: 'r2' }),
    });
    const { sent } = mockXhr((_, i) => ({
      envelope: i === 0 ? { code: 1001, message: 'expired', result: null } : ok(image),
    }));
    expect(await uploadMedia('/admin/media/image', { file: picture(), aspect: 'carousel' })).toEqual(image);
    expect(sent.map((s) => s.headers.Authorization)).toEqual(['Bearer header.e30.sig', 'Bearer new.e30.sig']);
    expect(calls.map((c) => c.path)).toEqual(['/usercenter/user/refreshToken']);
    expect(localStorage.getItem('console.accessToken')).toBe('new.e30.sig');
  });

  it('a second 1001 after the replay gives up instead of looping', async () => {
    signedIn();
    mockApi({ '/usercenter/user/refreshToken': ok({ accessToken: 'new.e30.sig', refreshToken: 'r2' }) });
    const { sent } = mockXhr(() => ({ envelope: { code: 1001, message: 'expired', result: null } }));
    await expect(uploadMedia('/admin/media/video', { file: picture() })).rejects.toBeInstanceOf(UploadError);
    expect(sent).toHaveLength(2);
  });

  it('a 413 without an envelope says the file is too large; a network failure says so', async () => {
    signedIn();
    await setLocale('zh-Hans');
    mockXhr(() => ({ envelope: '', status: 413 }));
    await expect(uploadMedia('/admin/media/video', { file: picture() })).rejects.toThrow('文件太大，服务器拒绝接收');
    const { sent } = mockXhr();
    const done = uploadMedia('/admin/media/video', { file: picture() });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.fail();
    await expect(done).rejects.toThrow('网络错误，文件未上传');
  });
});
