import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderAt, signedIn } from '../../test/harness';
import { mockXhr } from '../../test/xhr';
import { routes } from '../app/router';

const profile = (role: string) => ({
  id: 1,
  email: 'staff@namhwa.local',
  nickName: '编辑',
  signature: '',
  avatar: null,
  userType: 4,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role,
});
const signed = '?exp=1900000000&sig=' + 'A'.repeat(43);
const asset = (id: number, over: object = {}) => ({
  id,
  kind: 'image',
  url: `/files/media/${String(id).padStart(32, '0')}.w1080.webp`,
  preview: `/files/media/${String(id).padStart(32, '0')}.w1080.webp${signed}`,
  aspect: 'carousel',
  widths: [270, 540, 1080],
  srcset: `/files/media/${String(id).padStart(32, '0')}.w270.webp 270w`,
  previewSrcset: `/files/media/${String(id).padStart(32, '0')}.w270.webp${signed} 270w`,
  width: 1080,
  height: 608,
  durationSeconds: null,
  bytes: 123_456,
  premium: false,
  label: `stage-${id}.jpg`,
  uploaderId: 1,
  createdAt: '2026-11-20T02:00:00.000Z',
  usedBy: 0,
  unusedSince: null,
  ...over,
});
const page = (items: object[], total = items.length) => ok({ items, total, page: 1, size: 24 });

afterEach(() => vi.unstubAllGlobals());

describe('media library page', () => {
  it('shows each file with its thumbnail, type, size and use count; pages through the library', async () => {
    signedIn();
    const api = mockApi({
      '/usercenter/user/get': ok(profile('editor')),
      '/admin/media/list': (url) =>
        url.searchParams.get('page') === '2'
          ? page([asset(30)], 25)
          : page(
              [
                asset(1, { usedBy: 2, preview: asset(1).url, previewSrcset: asset(1).srcset }),
                asset(2, {
                  kind: 'video',
                  url: '/files/media/v.mp4',
                  preview: `/files/media/v.mp4${signed}`,
                  aspect: null,
                  srcset: null,
                  previewSrcset: null,
                  durationSeconds: 75.5,
                  bytes: 12_800_000,
                }),
              ],
              25,
            ),
    });
    await renderAt(routes, '/media');
    const cards = await screen.findAllByTestId('media-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('media-used').textContent).toBe('使用中：2 处');
    expect(within(cards[0]!).getByText('120.6 KB · 1080 × 608')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('media-used').textContent).toBe('未使用');
    expect(within(cards[1]!).getByText('12.2 MB · 1080 × 608 · 时长 1:15.5')).toBeTruthy();
    expect(cards[0]!.querySelector('img')!.getAttribute('srcset')).toBe(asset(1).srcset);
    // An unused file is not served at its plain URL (issue 31): the card shows it through its signed preview.
    expect(cards[1]!.querySelector('video')!.getAttribute('src')).toBe(`/files/media/v.mp4${signed}#t=1`);
    expect(screen.getByText('共 25 个文件')).toBeTruthy();
    // The type filter is named (axe label; its shown value is not a name).
    expect(screen.getByRole('combobox', { name: '按类型筛选' })).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getAllByTestId('media-card')).toHaveLength(1));
    const lists = api.calls.filter((c) => c.path === '/admin/media/list').map((c) => c.url.searchParams.get('page'));
    expect(lists).toEqual(['1', '2']);
  });

  it('says what to do when the library is empty (in English too)', async () => {
    signedIn();
    mockApi({ '/usercenter/user/get': ok(profile('admin')), '/admin/media/list': page([]) });
    await renderAt(routes, '/media', 'en');
    expect((await screen.findByTestId('media-empty')).textContent).toContain(
      'The library has no files yet. Use “Upload image”, “Upload video” or “Upload subtitles”',
    );
    expect(screen.getByRole('combobox', { name: 'Filter by type' })).toBeTruthy();
  });

  it("a delete refused while the file is used shows the server's message; an unused one goes", async () => {
    signedIn();
    const user = userEvent.setup();
    let gone = false;
    const api = mockApi({
      '/usercenter/user/get': ok(profile('editor')),
      '/admin/media/list': () => page(gone ? [asset(1, { usedBy: 1 })] : [asset(1, { usedBy: 1 }), asset(2)]),
      '/admin/media/delete/1': refused('该文件仍被 1 个内容使用，请先在那里替换后再删除'),
      '/admin/media/delete/2': () => ((gone = true), ok(null)),
    });
    await renderAt(routes, '/media');
    const cards = await screen.findAllByTestId('media-card');
    await user.click(within(cards[0]!).getByTestId('media-delete'));
    await user.click(await screen.findByTestId('media-delete-ok'));
    expect((await screen.findByTestId('media-error')).textContent).toContain('该文件仍被 1 个内容使用');
    expect(screen.getAllByTestId('media-card')).toHaveLength(2);
    await user.click(within(screen.getAllByTestId('media-card')[1]!).getByTestId('media-delete'));
    const oks = await screen.findAllByTestId('media-delete-ok');
    await user.click(oks.at(-1)!);
    await waitFor(() => expect(screen.getAllByTestId('media-card')).toHaveLength(1));
    expect(api.calls.filter((c) => c.path.startsWith('/admin/media/delete')).map((c) => c.path)).toEqual([
      '/admin/media/delete/1',
      '/admin/media/delete/2',
    ]);
  });

  it('uploads a video with progress and lists the library again', async () => {
    signedIn();
    const user = userEvent.setup();
    let uploaded = false;
    mockApi({
      '/usercenter/user/get': ok(profile('editor')),
      '/admin/media/list': () => page(uploaded ? [asset(5)] : []),
    });
    const { sent } = mockXhr();
    await renderAt(routes, '/media');
    await screen.findByTestId('media-empty');
    const input = screen
      .getByTestId('media-upload-video')
      .closest('span.ant-upload')!
      .querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([1])], 'scene.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0]!.progress(1, 2);
    expect((await screen.findByTestId('media-progress')).textContent).toContain('50%');
    uploaded = true;
    sent[0]!.answer(ok({ id: 5, url: '/files/media/v.mp4', durationSeconds: 3, width: 640, height: 360 }));
    expect(await screen.findAllByTestId('media-card')).toHaveLength(1);
    expect(screen.queryByTestId('media-progress')).toBeNull();
  });
});
