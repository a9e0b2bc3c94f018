import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderOne, signedIn } from '../../../test/harness';
import { mockXhr } from '../../../test/xhr';
import type { ReactElement } from 'react';
import { MediaFieldsProvider } from '../../components/media-fields';
import { ResourceForm, type FieldDef } from '../../components/resource-form';
import { ImageInput, TrackInput, VideoInput } from './media-inputs';

const ok = (result: unknown) => ({ code: 1002, message: 'OK', result });
const url = '/files/media/0123456789abcdef0123456789abcdef.w1080.webp';
/** Signed until 2030: a fresh upload is served only on its preview link until saved content uses it (issue 31). */
const preview = `${url}?exp=1900000000&sig=${'A'.repeat(43)}`;
const image = { id: 3, url, srcset: '', preview, previewSrcset: '', width: 1080, height: 518, aspect: 'poster' };
const fields: FieldDef[] = [{ kind: 'image', name: 'poster', label: '海报', aspect: 'poster' }];

afterEach(() => vi.unstubAllGlobals());

/** The form with this feature's inputs given at once (the app's providers load them on first use). */
const withInputs = (form: ReactElement) => (
  <MediaFieldsProvider value={{ ImageInput, VideoInput, TrackInput }}>{form}</MediaFieldsProvider>
);

/** Pick a picture and let the crop dialog read it as 4000 × 3000. */
async function pickAndFrame(user: ReturnType<typeof userEvent.setup>) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await user.upload(input, new File([new Uint8Array([1, 2, 3])], 'stage.jpg', { type: 'image/jpeg' }));
  const frame = await screen.findByTestId('crop-frame');
  const img = frame.querySelector('img')!;
  Object.defineProperty(img, 'naturalWidth', { value: 4000 });
  Object.defineProperty(img, 'naturalHeight', { value: 3000 });
  fireEvent.load(img);
}

describe('image field', () => {
  it('frames the picture at the field aspect, uploads it with its crop, shows progress, then the URL and a thumbnail', async () => {
    signedIn();
    const user = userEvent.setup();
    const { sent } = mockXhr();
    const onSubmit = vi.fn().mockResolvedValue(null);
    await renderOne(withInputs(<ResourceForm fields={fields} onSubmit={onSubmit} />));
    await pickAndFrame(user);
    // 25:12 frame over a 4:3 picture: full width, the middle band.
    expect((await screen.findByTestId('crop-hint')).textContent).toBe(
      '拖动图片调整位置；将上传 4000 × 1920 像素的区域',
    );
    await user.click(screen.getByTestId('crop-confirm'));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = Object.fromEntries(
      [...sent[0]!.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
    );
    expect(sent[0]!.url).toBe('/api/v1/admin/media/image');
    expect(body).toEqual({ file: 'stage.jpg', aspect: 'poster', x: '0', y: '540', w: '4000', h: '1920' });
    act(() => sent[0]!.progress(40, 100));
    expect((await screen.findByTestId('image-upload-progress')).textContent).toContain('40%');
    act(() => sent[0]!.answer(ok(image)));
    await waitFor(() => expect((screen.getByLabelText('海报') as HTMLInputElement).value).toBe(image.url));
    expect(screen.queryByTestId('image-upload-progress')).toBeNull();
    // The field (and so the saved item) holds the plain URL; the thumbnail shows the signed preview.
    const thumb = screen.getByTestId('image-preview');
    expect((thumb.tagName === 'IMG' ? thumb : thumb.querySelector('img'))!.getAttribute('src')).toBe(preview);
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ poster: image.url }));
  });

  it("shows the server's refusal and keeps the field as it was", async () => {
    signedIn();
    const user = userEvent.setup();
    mockXhr(() => ({ envelope: { code: 1003, message: 'Pictures may be at most 20 MB', result: null } }));
    await renderOne(
      withInputs(<ResourceForm fields={fields} initial={{ poster: '/files/seed/a.webp' }} onSubmit={vi.fn()} />),
      'en',
    );
    await pickAndFrame(user);
    await user.click(await screen.findByTestId('crop-confirm'));
    expect((await screen.findByTestId('image-upload-error')).textContent).toContain('Pictures may be at most 20 MB');
    expect((screen.getByLabelText('海报') as HTMLInputElement).value).toBe('/files/seed/a.webp');
  });

  it("the thumbnail opens the larger preview as a button named after its field, in the console's language", async () => {
    const { unmount } = await renderOne(
      withInputs(<ResourceForm fields={fields} initial={{ poster: '/files/seed/a.webp' }} onSubmit={vi.fn()} />),
    );
    // antd names its preview button by the picture's alt, empty here: the name is the field's (axe aria-command-name).
    expect(screen.getByRole('button', { name: '放大查看：海报' })).toBe(screen.getByTestId('image-preview'));
    unmount();
    await renderOne(
      withInputs(
        <ResourceForm
          fields={[{ kind: 'image', name: 'poster', label: 'Poster', aspect: 'poster' }]}
          initial={{ poster: '/files/seed/a.webp' }}
          onSubmit={vi.fn()}
        />,
      ),
      'en',
    );
    expect(screen.getByRole('button', { name: 'Enlarge: Poster' })).toBe(screen.getByTestId('image-preview'));
  });

  it('cancelling the crop uploads nothing', async () => {
    signedIn();
    const user = userEvent.setup();
    const { sent } = mockXhr();
    await renderOne(withInputs(<ResourceForm fields={fields} onSubmit={vi.fn()} />));
    await pickAndFrame(user);
    await user.click(screen.getByTestId('crop-cancel'));
    await waitFor(() => expect(screen.queryByTestId('crop-dialog')).toBeNull());
    expect(sent).toHaveLength(0);
  });

  it('a page upload override is used as given, without the crop dialog', async () => {
    const user = userEvent.setup();
    const upload = vi.fn().mockResolvedValue('https://cdn.example.com/x.jpg');
    await renderOne(
      withInputs(<ResourceForm fields={[{ kind: 'image', name: 'logo', label: 'Logo', upload }]} onSubmit={vi.fn()} />),
    );
    await user.upload(
      document.querySelector('input[type=file]') as HTMLInputElement,
      new File(['x'], 'l.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Logo') as HTMLInputElement).value).toBe('https://cdn.example.com/x.jpg'),
    );
    expect(screen.queryByTestId('crop-dialog')).toBeNull();
  });
});

describe('video field', () => {
  it('uploads the MP4 with progress, then a chosen frame as the poster, which fills the poster field', async () => {
    signedIn();
    const user = userEvent.setup();
    const { sent } = mockXhr();
    const onSubmit = vi.fn().mockResolvedValue(null);
    const drawImage = vi.fn();
    const realCreate = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
      if (tag !== 'canvas') return realCreate(tag);
      return {
        width: 0,
        height: 0,
        getContext: () => ({ drawImage }),
        toBlob: (cb: (b: Blob) => void, type: string) => cb(new Blob(['jpg'], { type })),
      };
    }) as typeof document.createElement);
    const videoFields: FieldDef[] = [
      { kind: 'video', name: 'media', label: '视频', posterField: 'poster' },
      { kind: 'image', name: 'poster', label: '封面', aspect: 'video' },
    ];
    await renderOne(withInputs(<ResourceForm fields={videoFields} onSubmit={onSubmit} />));
    const inputs = document.querySelectorAll('input[type=file]');
    await user.upload(
      inputs[0] as HTMLInputElement,
      new File([new Uint8Array([0, 0, 0, 24])], 'scene.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/v1/admin/media/video');
    act(() => sent[0]!.progress(3, 4));
    expect((await screen.findByTestId('video-upload-progress')).textContent).toContain('75%');
    act(() =>
      sent[0]!.answer(ok({ id: 9, url: '/files/media/v.mp4', durationSeconds: 20, width: 1920, height: 1080 })),
    );
    await waitFor(() => expect((screen.getByLabelText('视频') as HTMLInputElement).value).toBe('/files/media/v.mp4'));

    const video = (await screen.findByTestId('poster-picker')).querySelector('video')!;
    Object.defineProperty(video, 'duration', { value: 20 });
    Object.defineProperty(video, 'videoWidth', { value: 1920 });
    Object.defineProperty(video, 'videoHeight', { value: 1080 });
    fireEvent.loadedMetadata(video);
    expect(await screen.findByText('封面帧 0:01.0')).toBeTruthy();
    await user.click(screen.getByTestId('poster-capture'));
    act(() => void video.dispatchEvent(new Event('seeked')));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 1280, 720);
    expect(sent[1]!.url).toBe('/api/v1/admin/media/image');
    expect([sent[1]!.body.get('aspect'), (sent[1]!.body.get('file') as File).type]).toEqual(['video', 'image/jpeg']);
    act(() => sent[1]!.answer(ok({ ...image, url: '/files/media/p.w1280.webp', aspect: 'video' })));
    await waitFor(() =>
      expect((screen.getByLabelText('封面') as HTMLInputElement).value).toBe('/files/media/p.w1280.webp'),
    );
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ media: '/files/media/v.mp4', poster: '/files/media/p.w1280.webp' }),
    );
  });

  it('uploads as premium while the sibling premium switch is on', async () => {
    signedIn();
    const user = userEvent.setup();
    const { sent } = mockXhr(() => ({
      envelope: ok({ id: 9, url: '/files/premium/media/v.mp4', durationSeconds: 20, width: 640, height: 360 }),
    }));
    const premiumFields: FieldDef[] = [
      { kind: 'switch', name: 'isPremium', label: '会员专享' },
      { kind: 'video', name: 'media', label: '视频', premiumField: 'isPremium' },
    ];
    await renderOne(
      withInputs(<ResourceForm fields={premiumFields} initial={{ isPremium: true }} onSubmit={vi.fn()} />),
    );
    await user.upload(
      document.querySelector('input[type=file]') as HTMLInputElement,
      new File([new Uint8Array([1])], 'r.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('视频') as HTMLInputElement).value).toBe('/files/premium/media/v.mp4'),
    );
    expect(sent[0]!.body.get('premium')).toBe('true');
  });
});

describe('surtitle track fields (issue 37 item 1)', () => {
  const trackFields: FieldDef[] = [
    { kind: 'switch', name: 'isPremium', label: '会员专享' },
    {
      kind: 'track',
      name: 'subtitlesZh',
      label: '中文字幕',
      lang: 'zh',
      premiumField: 'isPremium',
      invalid: '须为媒体库上传的字幕',
    },
    { kind: 'track', name: 'subtitlesEn', label: '英文字幕', lang: 'en', invalid: '须为媒体库上传的字幕' },
  ];
  const zhUrl = '/files/media/0123456789abcdef0123456789abcdef.vtt';

  it('uploads a WebVTT, lists every cue beside its twin for checking, and sends the address', async () => {
    signedIn();
    const user = userEvent.setup();
    const { sent } = mockXhr(() => ({
      envelope: ok({
        id: 4,
        url: zhUrl,
        preview: `${zhUrl}?exp=1900000000&sig=x`,
        cues: [
          { start: 1, end: 3.5, text: '<b>陈三</b> &amp; 五娘' },
          { start: 4, end: 6, text: '荔镜记' },
        ],
      }),
    }));
    const onSubmit = vi.fn().mockResolvedValue(null);
    await renderOne(
      withInputs(<ResourceForm fields={trackFields} initial={{ isPremium: true }} onSubmit={onSubmit} />),
    );
    expect(screen.getByTestId('tracks').querySelectorAll(':scope > .ant-col')).toHaveLength(2);
    await user.upload(
      screen.getByTestId('track-subtitlesZh').querySelector('input[type=file]') as HTMLInputElement,
      new File(['WEBVTT'], 'scene.zh.vtt', { type: 'text/vtt' }),
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe('/api/v1/admin/media/track');
    expect(sent[0]!.body.get('premium')).toBe('true');
    const list = await screen.findByTestId('track-subtitlesZh-cues');
    expect(list.getAttribute('aria-label')).toBe('中文字幕：逐条核对');
    expect([...list.querySelectorAll('[data-testid=track-cue]')].map((c) => c.textContent)).toEqual([
      '00:01.0–00:03.5陈三 & 五娘',
      '00:04.0–00:06.0荔镜记',
    ]);
    expect((screen.getByLabelText('中文字幕') as HTMLInputElement).value).toBe(zhUrl);
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ isPremium: true, subtitlesZh: zhUrl, subtitlesEn: null }),
    );
  });

  it('reads the cues of a saved track back from the server', async () => {
    signedIn();
    const api = mockApi({ '/admin/media/track-cues': ok({ cues: [{ start: 0, end: 2, text: 'Chen San' }] }) });
    await renderOne(
      withInputs(<ResourceForm fields={trackFields} initial={{ subtitlesEn: zhUrl }} onSubmit={vi.fn()} />),
    );
    const list = await screen.findByTestId('track-subtitlesEn-cues');
    expect(list.textContent).toContain('Chen San');
    expect(api.calls[0]!.url.searchParams.get('url')).toBe(zhUrl);
  });

  it("refuses another site's address at once, and the form sends nothing", async () => {
    signedIn();
    const onSubmit = vi.fn();
    await renderOne(withInputs(<ResourceForm fields={trackFields} onSubmit={onSubmit} />));
    fireEvent.change(screen.getByLabelText('英文字幕'), { target: { value: 'https://cdn.example.com/scene1.en.vtt' } });
    expect(await screen.findByTestId('track-subtitlesEn-foreign')).toBeTruthy();
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('须为媒体库上传的字幕')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
