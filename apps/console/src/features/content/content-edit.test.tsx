import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderAt, signedIn } from '../../../test/harness';
import { routes } from '../../app/router';

/** The content form keeps nothing from being lost (issue 37 item 2): leave warnings, local drafts, stale saves. */
const profile = {
  id: 7,
  email: 'editor@namhwa.local',
  nickName: '南华编辑',
  signature: '',
  avatar: null,
  userType: 4,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role: 'editor',
};
const news = (more: object = {}) => ({
  id: 5,
  titleZh: '新春演出',
  titleEn: 'New Year show',
  summaryZh: '',
  summaryEn: '',
  contentZh: '<p>内容</p>',
  contentEn: '',
  cover: null,
  published: true,
  publishedAt: '2026-11-20T02:00:00.000Z',
  version: 'v1',
  ...more,
});
const conflict = {
  code: 1003,
  message:
    'second editor changed this item at 03/12/2026 21:15, after you opened it. Review their changes before saving yours',
  result: { conflict: { by: 'second editor', at: '2026-12-03T13:15:00.000Z', version: 'v2' } },
};
const title = () => within(screen.getByTestId('content-form')).getByLabelText('Title (Chinese)') as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the content form keeps edits', () => {
  it('keeps a draft across a reload, per item and account, restored with a notice; Discard brings back the saved text', async () => {
    signedIn();
    mockApi({ '/usercenter/user/get': ok(profile), '/admin/news/get/5': ok(news()) });
    const first = await renderAt(routes, '/content/news/5', 'en');
    await waitFor(() => expect(title().value).toBe('新春演出'));
    fireEvent.change(title(), { target: { value: '新春演出（改）' } });
    await waitFor(() => expect(localStorage.getItem('nanhua.console.draft.7:news:5')).toContain('新春演出（改）'));
    expect(JSON.parse(localStorage.getItem('nanhua.console.draft.7:news:5')!)).toMatchObject({ base: 'v1' });
    first.unmount();

    // The page again, as after a reload: the draft is back, and said so.
    await renderAt(routes, '/content/news/5', 'en');
    await waitFor(() => expect(title().value).toBe('新春演出（改）'));
    expect((await screen.findByTestId('draft-restored')).textContent).toMatch(
      /^Restored your unsaved draft from \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./,
    );
    // Still unsaved: leaving asks.
    fireEvent.click(screen.getByTestId('content-back'));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    fireEvent.click(screen.getByTestId('draft-discard'));
    await waitFor(() => expect(title().value).toBe('新春演出'));
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    expect(localStorage.getItem('nanhua.console.draft.7:news:5')).toBeNull();
  });

  it("does not restore another account's draft, nor one equal to what the server has", async () => {
    signedIn();
    localStorage.setItem(
      'nanhua.console.draft.8:news:5',
      JSON.stringify({ body: { titleZh: '别人的草稿' }, base: 'v1', at: '2026-12-03T01:00:00.000Z' }),
    );
    mockApi({ '/usercenter/user/get': ok(profile), '/admin/news/get/5': ok(news()) });
    await renderAt(routes, '/content/news/5', 'en');
    await waitFor(() => expect(title().value).toBe('新春演出'));
    expect(screen.queryByTestId('draft-restored')).toBeNull();
  });

  it('a save against a version changed meanwhile asks to review: who and when; Keep mine saves over it with the new version', async () => {
    signedIn();
    let saves = 0;
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/news/get/5': ok(news()),
      '/admin/news/list': ok({ items: [], total: 0, page: 1, size: 20 }),
      '/admin/news/update/5': (_u, init) => {
        saves += 1;
        const body = JSON.parse(String(init.body)) as { version: string };
        return body.version === 'v1' ? conflict : ok(news({ ...body, version: 'v3' }));
      },
    });
    await renderAt(routes, '/content/news/5', 'en');
    await waitFor(() => expect(title().value).toBe('新春演出'));
    fireEvent.change(title(), { target: { value: '我的版本' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('conflict-dialog');
    expect(
      within(dialog).getByText(/^second editor changed this item at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('conflict-review').getAttribute('href')).toBe('/content/news/5');
    expect(api.calls.filter((c) => c.path === '/admin/news/update/5')[0]!.body).toMatchObject({
      titleZh: '我的版本',
      version: 'v1',
    });
    // Nothing was lost meanwhile: the text is still there, the draft too.
    expect(title().value).toBe('我的版本');
    expect(localStorage.getItem('nanhua.console.draft.7:news:5')).toContain('我的版本');
    fireEvent.click(within(dialog).getByTestId('conflict-keep-mine'));
    await waitFor(() => expect(saves).toBe(2));
    expect(api.calls.filter((c) => c.path === '/admin/news/update/5')[1]!.body).toMatchObject({
      titleZh: '我的版本',
      version: 'v2',
    });
    await waitFor(() => expect(localStorage.getItem('nanhua.console.draft.7:news:5')).toBeNull());
    expect(screen.queryByTestId('conflict-dialog')).toBeNull();
  });

  it('Reload drops what was typed and shows the item as the server has it now (zh)', async () => {
    signedIn();
    let version = 'v1';
    mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/news/get/5': () => ok(news(version === 'v1' ? {} : { titleZh: '对方的版本', version })),
      '/admin/news/update/5': () => {
        version = 'v2';
        return { ...conflict, message: '您打开此内容后，second editor 于 03/12/2026 21:15 修改了它。' };
      },
    });
    await renderAt(routes, '/content/news/5');
    const zhTitle = () => within(screen.getByTestId('content-form')).getByLabelText('标题（中文）') as HTMLInputElement;
    await waitFor(() => expect(zhTitle().value).toBe('新春演出'));
    fireEvent.change(zhTitle(), { target: { value: '我的版本' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('conflict-dialog');
    expect(within(dialog).getByText(/^second editor 于 \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} 修改了此内容$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('conflict-reload'));
    await waitFor(() => expect(zhTitle().value).toBe('对方的版本'));
    expect(localStorage.getItem('nanhua.console.draft.7:news:5')).toBeNull();
    expect(screen.queryByTestId('draft-restored')).toBeNull();
  });

  it('a new item starts unpublished, and a second Enter while the first save is on its way sends nothing', async () => {
    signedIn();
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/news/list': ok({ items: [], total: 0, page: 1, size: 20 }),
      '/admin/news/create': () => ok(news({ id: 9 })),
    });
    // The create's answer waits until the test lets it through.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
      if (String(input).endsWith('/admin/news/create')) await gate;
      return api.fetchMock(input, init);
    });
    await renderAt(routes, '/content/news/new', 'en');
    const form = await screen.findByTestId('content-form');
    expect(within(form).getByRole('switch', { name: 'Published' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.change(title(), { target: { value: '排期新闻' } });
    const body = within(form).getByRole('textbox', { name: 'Body (Chinese)' });
    body.innerHTML = '<p>内容</p>';
    fireEvent.input(body);
    const creates = () => api.calls.filter((c) => c.path === '/admin/news/create');
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByTestId('form-submit').className).toContain('loading'));
    fireEvent.submit(form);
    fireEvent.keyDown(title(), { key: 'Enter' });
    fireEvent.submit(form);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
      release();
    });
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]!.body).toMatchObject({ titleZh: '排期新闻', published: false });
    await new Promise((r) => setTimeout(r, 100));
    expect(creates()).toHaveLength(1);
  });
});
