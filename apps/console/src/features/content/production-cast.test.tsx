import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, refused, renderAt, signedIn } from '../../../test/harness';
import { routes } from '../../app/router';

/** A production's cast in the console (issue 34 item 8): the role form, its messages in both languages, the production of a video, unsaved changes. */
const profile = {
  id: 1,
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
const page = (items: object[]) => ok({ items, total: items.length, page: 1, size: 100 });
const productions = page([
  {
    id: 1,
    titleZh: '荔镜记',
    titleEn: 'The Lychee Mirror',
    summaryZh: '',
    summaryEn: '',
    descriptionZh: '',
    descriptionEn: '',
    poster: '/files/p.webp',
    isPremium: false,
    published: true,
    publishedAt: '2026-11-01T00:00:00.000Z',
    views: 3,
  },
  {
    id: 2,
    titleZh: '金花女',
    titleEn: 'Jin Hua Nü',
    summaryZh: '',
    summaryEn: '',
    descriptionZh: '',
    descriptionEn: '',
    poster: '/files/p.webp',
    isPremium: false,
    published: true,
    publishedAt: '2026-11-01T00:00:00.000Z',
    views: 3,
  },
]);
const role = (id: number, more: object = {}) => ({
  id,
  productionId: 1,
  roleZh: '陈三',
  roleEn: 'Chen San',
  roleType: 'sheng',
  performerZh: '陈美玲',
  performerEn: 'Tan Bee Ling',
  sort: 1,
  ...more,
});

/** Pick an option of the antd select named `label`. */
async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(option));
}

describe('the cast of a production in the console', () => {
  it('lists the roles with their role type, performer and production', async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/production/list': productions,
      '/admin/productionRole/list': page([
        role(5),
        role(6, {
          roleZh: '帮声',
          roleEn: 'Offstage chorus',
          roleType: null,
          performerZh: '合唱组',
          performerEn: '',
          sort: 7,
        }),
      ]),
    });
    await renderAt(routes, '/content/productionRole', 'en');
    expect(await screen.findByText('Chen San')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Role',
      'Role type',
      'Performer',
      'Production',
      'Order',
      'Actions',
    ]);
    const row = screen.getByText('Chen San').closest('tr')!;
    expect(within(row).getByText('Sheng 生 (male role)')).toBeTruthy();
    expect(within(row).getByText('Tan Bee Ling')).toBeTruthy();
    expect(within(row).getByText('The Lychee Mirror')).toBeTruthy();
    // The performer without English: the Chinese, and the row says so through its title column only when the role lacks it.
    expect(within(screen.getByText('Offstage chorus').closest('tr')!).getByText('合唱组')).toBeTruthy();
    expect(within(row).getByTestId('row-preview').getAttribute('href')).toBe(
      '/#/pages/theatreUltimate/detail?id=1&section=cast',
    );
  });

  it('creates a role: required texts named in Chinese, then the body with its role type and production', async () => {
    signedIn();
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/production/list': productions,
      '/admin/productionRole/create': (_u, init) => ok(role(9, JSON.parse(String(init.body)))),
      '/admin/productionRole/list': page([]),
    });
    const { router } = await renderAt(routes, '/content/productionRole/new');
    const form = await screen.findByTestId('content-form');
    fireEvent.click(within(form).getByTestId('form-submit'));
    expect(await within(form).findByText('请填写角色（中文）')).toBeTruthy();
    expect(within(form).getByText('请填写演员（中文）')).toBeTruthy();
    expect(within(form).getByText('请填写所属剧目')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/admin/productionRole/create')).toBe(false);

    await choose('所属剧目', '金花女');
    fireEvent.change(within(form).getByLabelText('角色（中文）'), { target: { value: ' 金花 ' } });
    fireEvent.change(within(form).getByLabelText('演员（中文）'), { target: { value: '许慧敏' } });
    fireEvent.change(within(form).getByLabelText('演员（英文）'), { target: { value: 'Koh Hui Min' } });
    await choose('行当', '旦');
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admin/productionRole/create')).toBe(true));
    expect(api.calls.find((c) => c.path === '/admin/productionRole/create')!.body).toEqual({
      productionId: 2,
      roleZh: '金花',
      roleEn: '',
      roleType: 'dan',
      performerZh: '许慧敏',
      performerEn: 'Koh Hui Min',
      sort: 0,
    });
    // Saved: back to the list, no question asked.
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/productionRole'));
  });

  it('shows the server refusal in English and keeps what was typed', async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/production/list': productions,
      '/admin/productionRole/get/5': ok(role(5)),
      '/admin/productionRole/update/5': refused('“Role type” must be sheng, dan, jing or chou, or left empty'),
    });
    await renderAt(routes, '/content/productionRole/5', 'en');
    const form = await screen.findByTestId('content-form');
    expect((within(form).getByLabelText('Role (Chinese)') as HTMLInputElement).value).toBe('陈三');
    fireEvent.change(within(form).getByLabelText('Role (English)'), { target: { value: 'Chen San, the scholar' } });
    fireEvent.click(within(form).getByTestId('form-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('must be sheng, dan, jing or chou');
    expect((within(form).getByLabelText('Role (English)') as HTMLInputElement).value).toBe('Chen San, the scholar');
    // An empty Chinese text is named in English too.
    fireEvent.change(within(form).getByLabelText('Performer (Chinese)'), { target: { value: '' } });
    fireEvent.click(within(form).getByTestId('form-submit'));
    expect(await within(form).findByText('Please fill in Performer (Chinese)')).toBeTruthy();
  });

  it('asks before leaving a changed form: Stay keeps the text, Leave goes; an unchanged form leaves at once', async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/production/list': productions,
      '/admin/productionRole/get/5': ok(role(5)),
      '/admin/productionRole/list': page([role(5)]),
    });
    const { router } = await renderAt(routes, '/content/productionRole/5', 'en');
    const form = await screen.findByTestId('content-form');
    fireEvent.change(within(form).getByLabelText('Performer (English)'), { target: { value: 'Bee Ling Tan' } });
    fireEvent.click(screen.getByTestId('content-back'));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('unsaved-stay'));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).toBeNull());
    expect(router.state.location.pathname).toBe('/content/productionRole/5');
    expect((within(form).getByLabelText('Performer (English)') as HTMLInputElement).value).toBe('Bee Ling Tan');
    // Back to what was loaded: nothing to lose, nothing asked.
    fireEvent.change(within(form).getByLabelText('Performer (English)'), { target: { value: 'Tan Bee Ling' } });
    fireEvent.click(screen.getByTestId('content-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/productionRole'));
    await act(() => router.navigate('/content/productionRole/5'));
    const again = await screen.findByTestId('content-form');
    fireEvent.change(within(again).getByLabelText('Role (English)'), { target: { value: 'Chen San?' } });
    fireEvent.click(screen.getByTestId('content-back'));
    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/productionRole'));
  });

  it('a video names the production it shows, and another can be chosen', async () => {
    signedIn();
    const video = {
      id: 4,
      cateId: 1,
      titleZh: '投荔',
      titleEn: '',
      summaryZh: '',
      summaryEn: '',
      descriptionZh: '',
      descriptionEn: '',
      poster: '/files/v.webp',
      media: '/files/v.mp4',
      subtitlesZh: null,
      subtitlesEn: null,
      durationSeconds: 24,
      isPremium: false,
      inCarousel: false,
      productionId: 1,
      published: true,
      publishedAt: '2026-11-01T00:00:00.000Z',
      views: 1,
    };
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/production/list': productions,
      '/admin/videoCategory/list': page([
        {
          id: 1,
          nameZh: '经典选段',
          nameEn: 'Classic Excerpts',
          descriptionZh: '',
          descriptionEn: '',
          cover: null,
          sort: 1,
        },
      ]),
      '/admin/video/get/4': ok(video),
      '/admin/video/update/4': (_u, init) => ok({ ...video, ...JSON.parse(String(init.body)) }),
    });
    await renderAt(routes, '/content/video/4', 'en');
    const form = await screen.findByTestId('content-form');
    expect(within(form).getByText('The Lychee Mirror')).toBeTruthy();
    expect(
      within(form).getByText('The app’s detail page links to this production’s cast and synopsis; may stay empty'),
    ).toBeTruthy();
    await choose('Production', 'Jin Hua Nü');
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admin/video/update/4')).toBe(true));
    expect(
      (api.calls.find((c) => c.path === '/admin/video/update/4')!.body as { productionId: unknown }).productionId,
    ).toBe(2);
  });
});
