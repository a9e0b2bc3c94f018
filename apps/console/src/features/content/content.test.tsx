import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calls } from '@nanhua/contract/calls';
import { contentLimits as contractLimits } from '@nanhua/contract';
import { mockApi, ok, refused, renderAt, signedIn } from '../../../test/harness';
import { routes } from '../../app/router';
import { contentFamilies } from './families';
import { contentLimits } from './families/common';
import { i18n } from '../../lib/i18n';

const profile = (role: string) => ({
  id: 1,
  email: 'editor@namhwa.local',
  nickName: '南华编辑',
  signature: '',
  avatar: null,
  userType: 4,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role,
});
const page = (items: object[]) => ok({ items, total: items.length, page: 1, size: 20 });

const news = (id: number, more: object = {}) => ({
  id,
  titleZh: `新闻${id}`,
  titleEn: '',
  summaryZh: '',
  summaryEn: '',
  contentZh: '<p>内容</p>',
  contentEn: '',
  cover: null,
  published: true,
  publishedAt: '2026-11-20T02:00:00.000Z',
  ...more,
});

const performance = (id: number, more: object = {}) => ({
  id,
  titleZh: `演出${id}`,
  titleEn: `Show ${id}`,
  summaryZh: '',
  summaryEn: '',
  descriptionZh: '',
  descriptionEn: '',
  venueZh: '牛车水剧院',
  venueEn: 'Chinatown',
  poster: '/files/p.webp',
  startAt: '2030-01-01T11:00:00.000Z',
  endAt: '2030-01-01T13:00:00.000Z',
  takesRegistration: true,
  capacity: 120,
  registered: 37,
  published: true,
  ...more,
});

describe('every content family has a console declaration', () => {
  it('declares each staffFamily / staffFixedFamily of the call table except the sales families', () => {
    const sales = ['ticketSale', 'shopCategory', 'product', 'memberPackage'];
    const inTable = Object.keys(calls)
      .map((p) => /^\/admin\/(\w+)\/list$/.exec(p)?.[1])
      .filter(
        (f): f is string =>
          Boolean(f) && `/admin/${f}/get/{id}` in calls && `/admin/${f}/update/{id}` in calls && !sales.includes(f!),
      )
      // editor families (staff accounts are the admin's, not content)
      .filter((f) =>
        (calls[`/admin/${f}/list` as keyof typeof calls] as { roles?: readonly string[] }).roles?.includes('editor'),
      );
    expect(inTable.length).toBeGreaterThanOrEqual(18);
    expect(contentFamilies.map((f) => f.name).sort()).toEqual(expect.arrayContaining([...inTable].sort()));
    for (const f of inTable) {
      const decl = contentFamilies.find((d) => d.name === f)!;
      // a family without create/delete rows is declared fixed, and the other way round
      expect(Boolean(decl.fixed), f).toBe(!(`/admin/${f}/create` in calls));
    }
  });

  it('frames every picture at the aspect the app shows it at (a performance poster is 750 × 360, not 16:9)', () => {
    const c = { t: ((k: string) => k) as never, en: false, parents: {} };
    const aspects = Object.fromEntries(
      contentFamilies.flatMap((f) =>
        f.fields(c).flatMap((d) => (d.kind === 'image' ? [[`${f.name}.${d.name}`, d.aspect]] : [])),
      ),
    );
    expect(aspects).toEqual({
      'news.cover': 'cover',
      'sponsor.logo': 'thumb',
      'appCarousel.image': 'carousel',
      'ticketNews.cover': 'poster',
      'performance.poster': 'poster',
      'knowledgeCategory.cover': 'cover',
      'videoCategory.cover': 'cover',
      'production.poster': 'poster',
      'productionPart.image': 'poster',
      'knowledge.cover': 'cover',
      'knowledgePart.image': 'cover',
      'video.poster': 'video',
      'vote.cover': 'poster',
    });
  });

  it('restates the contract limits exactly', () => {
    expect(contentLimits).toEqual(contractLimits);
  });
});

describe('the generic content pages', () => {
  it('lists news with its columns, the unpublished and missing-English tags, and a preview link', async () => {
    signedIn();
    const api = mockApi({
      '/usercenter/user/get': ok(profile('editor')),
      '/admin/news/list': page([news(1, { titleEn: 'News 1' }), news(2, { published: false })]),
    });
    await renderAt(routes, '/content/news');
    expect(await screen.findByText('新闻1')).toBeTruthy();
    const table = screen.getByTestId('content-list');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['标题', '发布时间', '操作']);
    const row2 = screen.getByText('新闻2').closest('tr')!;
    expect(within(row2).getByTestId('row-unpublished').textContent).toBe('未发布');
    expect(within(row2).getByTestId('row-missing-en')).toBeTruthy();
    expect(within(screen.getByText('新闻1').closest('tr')!).queryByTestId('row-missing-en')).toBeNull();
    // staff preview an unpublished news item in the app too
    expect(within(row2).getByTestId('row-preview').getAttribute('href')).toBe(
      '/#/pages/news/detail?id=2&staffPreview=1',
    );
    expect(api.calls.find((c) => c.path === '/admin/news/list')!.url.searchParams.get('page')).toBe('1');
  });

  it('filters by published and sorts through the list query (sort + order)', async () => {
    signedIn();
    const api = mockApi({ '/usercenter/user/get': ok(profile('editor')), '/admin/news/list': page([news(1)]) });
    await renderAt(routes, '/content/news?published=false&sort=-publishedAt', 'en');
    expect(await screen.findByText('新闻1')).toBeTruthy();
    const q = api.calls.filter((c) => c.path === '/admin/news/list').at(-1)!.url.searchParams;
    expect(q.get('published')).toBe('false');
    expect(q.get('sort')).toBe('publishedAt');
    expect(q.get('order')).toBe('desc');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Title', 'Published at', 'Actions']);
  });

  it('shows a performance with venue, state and registered / capacity', async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile('admin')),
      '/admin/performance/list': page([
        performance(5),
        performance(6, { takesRegistration: true, capacity: null, registered: 3 }),
      ]),
    });
    await renderAt(routes, '/content/performance', 'en');
    expect(await screen.findByText('Show 5')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Title',
      'Venue',
      'Time',
      'State',
      'Registered',
      'Actions',
    ]);
    expect(screen.getAllByTestId('row-registered').map((e) => e.textContent)).toEqual(['37 / 120', '3 / no limit']);
    expect(within(screen.getByText('Show 5').closest('tr')!).getByText('Upcoming')).toBeTruthy();
  });

  it('names the item it edits in the singular, in both languages', async () => {
    signedIn();
    mockApi({ '/usercenter/user/get': ok(profile('editor')), '/admin/performance/get/1': ok(performance(1)) });
    await renderAt(routes, '/content/performance/1', 'en');
    await waitFor(() => expect(screen.getByTestId('content-edit').textContent).toContain('Edit performance · Show 1'));
    for (const f of contentFamilies) {
      await act(() => i18n.changeLanguage('en'));
      expect(i18n.t(`content.item.${f.name}`), f.name).toMatch(/^[a-z][a-z ]+$/);
      await act(() => i18n.changeLanguage('zh-Hans'));
      expect(i18n.t(`content.item.${f.name}`), f.name).not.toContain('content.item');
    }
  });

  it('creates a news item with the right body, warning of missing English', async () => {
    signedIn();
    const api = mockApi({
      '/usercenter/user/get': ok(profile('editor')),
      '/admin/news/create': (_u, init) => ok(news(9, JSON.parse(String(init.body)))),
      '/admin/news/list': page([]),
    });
    const { router } = await renderAt(routes, '/content/news/new');
    const form = await screen.findByTestId('content-form');
    fireEvent.change(within(form).getByLabelText('标题（中文）'), { target: { value: ' 新春演出 ' } });
    expect(await screen.findByTestId('missing-en-title')).toBeTruthy();
    const body = within(form).getByRole('textbox', { name: '正文（中文）' });
    body.innerHTML = '<p>正月<strong>初八</strong></p>';
    fireEvent.input(body);
    fireEvent.click(within(form).getByTestId('form-submit'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admin/news/create')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/admin/news/create')!.body;
    expect(sent).toEqual({
      titleZh: '新春演出',
      titleEn: '',
      summaryZh: '',
      summaryEn: '',
      contentZh: '<p>正月<strong>初八</strong></p>',
      contentEn: '',
      cover: null,
      // a new item starts as a draft (issue 37 item 3)
      published: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/news'));
  });

  it('edits a vote with its bilingual options and shows the server refusal on the form', async () => {
    signedIn();
    const vote = {
      id: 3,
      titleZh: '最喜欢的剧目',
      titleEn: 'Favourite',
      summaryZh: '',
      summaryEn: '',
      descriptionZh: '',
      descriptionEn: '',
      cover: null,
      startAt: '2026-11-01T00:00:00.000Z',
      endAt: '2026-12-01T00:00:00.000Z',
      maxSelect: 1,
      published: true,
      options: [
        { id: 11, labelZh: '甲', labelEn: 'A', sort: 0, votes: 4 },
        { id: 12, labelZh: '乙', labelEn: '', sort: 1, votes: 0 },
      ],
    };
    let attempt = 0;
    const api = mockApi({
      '/usercenter/user/get': ok(profile('editor')),
      '/admin/vote/get/3': ok(vote),
      '/admin/vote/update/3': () => (++attempt === 1 ? refused('投票时间的结束须晚于开始') : ok(vote)),
    });
    await renderAt(routes, '/content/vote/3');
    const options = await screen.findByTestId('vote-options');
    expect(within(options).getAllByTestId('vote-option')).toHaveLength(2);
    // an option with votes cannot be removed
    expect((within(options).getByTestId('vote-option-remove-0') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(options).getByTestId('vote-option-add'));
    fireEvent.change(within(options).getByTestId('vote-option-zh-2'), { target: { value: '丙' } });
    fireEvent.change(within(options).getByTestId('vote-option-en-2'), { target: { value: 'C' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toContain('投票时间的结束须晚于开始');
    const body = api.calls.find((c) => c.path === '/admin/vote/update/3')!.body as Record<string, unknown>;
    expect(body.options).toEqual([
      { id: 11, labelZh: '甲', labelEn: 'A' },
      { id: 12, labelZh: '乙', labelEn: '' },
      { labelZh: '丙', labelEn: 'C' },
    ]);
    expect(body).toMatchObject({
      titleZh: '最喜欢的剧目',
      maxSelect: 1,
      startAt: '2026-11-01T00:00:00.000Z',
      endAt: '2026-12-01T00:00:00.000Z',
      published: true,
    });
  });

  it("shows a vote's own options after the new-vote form (the page is not left with the blank drafts)", async () => {
    signedIn();
    const vote = {
      id: 3,
      titleZh: '最喜欢的剧目',
      titleEn: '',
      summaryZh: '',
      summaryEn: '',
      descriptionZh: '',
      descriptionEn: '',
      cover: null,
      startAt: '2026-11-01T00:00:00.000Z',
      endAt: '2026-12-01T00:00:00.000Z',
      maxSelect: 1,
      published: true,
      options: [
        { id: 11, labelZh: '甲', labelEn: 'A', sort: 0, votes: 4 },
        { id: 12, labelZh: '乙', labelEn: '', sort: 1, votes: 0 },
      ],
    };
    mockApi({ '/usercenter/user/get': ok(profile('editor')), '/admin/vote/get/3': ok(vote) });
    const { router } = await renderAt(routes, '/content/vote/3');
    await screen.findByDisplayValue('甲');
    await act(() => router.navigate('/content/vote/new'));
    await waitFor(() => expect(screen.getByTestId('content-new')).toBeTruthy());
    expect((screen.getByTestId('vote-option-zh-0') as HTMLInputElement).value).toBe('');
    await act(() => router.navigate('/content/vote/3'));
    await waitFor(() => expect(screen.getByTestId('content-edit')).toBeTruthy());
    expect((screen.getByTestId('vote-option-zh-0') as HTMLInputElement).value).toBe('甲');
    expect((screen.getByTestId('vote-option-en-0') as HTMLInputElement).value).toBe('A');
  });

  it('offers no create nor delete for the fixed about pages', async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile('editor')),
      '/admin/about/list': page([
        { id: 1, key: 'nanHua', titleZh: '南华简介', titleEn: 'About Nam Hwa', contentZh: '', contentEn: '', sort: 0 },
      ]),
    });
    await renderAt(routes, '/content/about', 'en');
    expect(await screen.findByText('About Nam Hwa')).toBeTruthy();
    expect(screen.queryByTestId('list-create')).toBeNull();
    expect(screen.queryByTestId('row-delete')).toBeNull();
    expect(screen.getByTestId('row-preview').getAttribute('href')).toBe('/#/pages/about/nanHua');
  });
});
