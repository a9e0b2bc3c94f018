import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { proofOfWork } from '@nanhua/contract';
import { mockApi, ok, refused, renderAt, signedIn } from '../../test/harness';
import { menuFor } from './menu';
import { routes } from './router';

const profile = (role: string) => ({
  id: 1,
  email: 'staff@namhwa.local',
  nickName: '南华票务',
  signature: '',
  avatar: null,
  userType: 4,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role,
});
const emptyPage = ok({ records: [], total: 0, page: 1, pageSize: 20 });

describe('the role-filtered menu', () => {
  it('offers each role the pages whose calls the server lets it make', () => {
    const keys = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((m) => m.key);
    const editing = ['content', 'ticketSales', 'products', 'shopCategories', 'memberPackages', 'media'];
    const boxOffice = ['orders', 'reports', 'refunds', 'shipping', 'checkIn'];
    const support = ['members', 'feedback', 'broadcast', 'moderation', 'mailQueue'];
    expect(keys('admin')).toEqual([
      'home',
      ...editing,
      'liveClasses',
      ...boxOffice,
      ...support,
      'companyContact',
      'staffAccounts',
      'auditLog',
      'myPassword',
    ]);
    expect(keys('editor')).toEqual(['home', ...editing, 'liveClasses', 'myPassword']);
    expect(keys('boxOffice')).toEqual(['home', ...boxOffice, 'myPassword']);
    expect(keys('support')).toEqual(['home', 'liveClasses', ...support, 'myPassword']);
    expect(keys('member')).toEqual(['home']);
  });

  it('shows the box office its menu, name, role and sign-out, in Chinese by default', async () => {
    signedIn();
    mockApi({ '/usercenter/user/get': ok(profile('boxOffice')), '/admin/orderReturn/get': emptyPage });
    await renderAt(routes, '/refunds');
    const menu = await screen.findByTestId('side-menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['首页', '订单查询', '报表', '退款审核', '商城发货', '检票入场', '修改密码']);
    expect(screen.getByTestId('staff-name').textContent).toBe('南华票务');
    expect(screen.getByTestId('staff-role').textContent).toBe('票务');
    expect(await screen.findByText('还没有退款申请。')).toBeTruthy();
  });

  it('tells a role that a page is not for it rather than calling the server', async () => {
    signedIn();
    const api = mockApi({ '/usercenter/user/get': ok(profile('support')) });
    await renderAt(routes, '/refunds', 'en');
    expect(await screen.findByText('Your role cannot use this page')).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toEqual(['/usercenter/user/get']);
  });

  it('switches the language and remembers it', async () => {
    signedIn();
    mockApi({ '/usercenter/user/get': ok(profile('editor')), '/admin/liveCast/class/get': emptyPage });
    await renderAt(routes, '/live-classes');
    expect(await screen.findByText('还没有直播课。点击“新建”创建第一个。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect(await screen.findByText('No live classes yet. Click “New” to create the first one.')).toBeTruthy();
    expect(localStorage.getItem('console.lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the live class list', () => {
  const liveClass = (id: number, capacity: number | null, registeredCount: number, joinedCount: number) => ({
    id,
    titleZh: `直播课${id}`,
    titleEn: `Class ${id}`,
    descriptionZh: '',
    descriptionEn: '',
    teacherZh: '老师',
    teacherEn: 'Teacher',
    cover: null,
    startAt: '2026-12-01T12:00:00.000Z',
    endAt: '2026-12-01T13:00:00.000Z',
    startedAt: null,
    endedAt: null,
    state: 'upcoming',
    audience: 'everyone',
    tier: null,
    requiresRegistration: true,
    capacity,
    registeredCount,
    joinedCount,
    meetingNumber: '123',
    passcode: 'p',
    published: true,
    replayIds: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  });

  it('shows registrations (of the capacity, when there is one) and joins in their own columns, in both languages', async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile('editor')),
      '/admin/liveCast/class/get': ok({
        records: [liveClass(1, 50, 12, 3), liveClass(2, null, 7, 0)],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    });
    await renderAt(routes, '/live-classes', 'en');
    const row = (title: string) =>
      within(screen.getByText(title).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    await screen.findByText('Class 1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Registered', 'Joined']),
    );
    expect(row('Class 1')).toEqual(expect.arrayContaining(['12 of 50', '3']));
    expect(row('Class 2')).toEqual(expect.arrayContaining(['7', '0']));
    fireEvent.click(screen.getByTestId('language-toggle'));
    await screen.findByText('直播课1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['报名', '已进入']),
    );
    expect(row('直播课1')).toEqual(expect.arrayContaining(['12 / 50', '3']));
  });
});

describe('signing in', () => {
  it('sends a visitor to sign in and back to the page asked for afterwards', async () => {
    const api = mockApi({
      '/usercenter/user/login': ok({ accessToken: 'header.e30.sig', refreshToken: 'r1' }),
      '/usercenter/user/get': ok(profile('editor')),
      '/admin/liveCast/class/get': emptyPage,
    });
    const { router } = await renderAt(routes, '/live-classes?state=live');
    await screen.findByTestId('sign-in-page');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/sign-in?from=%2Flive-classes%3Fstate%3Dlive',
    );
    fireEvent.change(screen.getByTestId('sign-in-email'), { target: { value: ' staff@namhwa.local ' } });
    fireEvent.change(screen.getByTestId('sign-in-password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/live-classes?state=live'),
    );
    expect(api.calls.find((c) => c.path === '/usercenter/user/login')?.body).toEqual({
      email: 'staff@namhwa.local',
      password: 'secret-pass',
    });
    expect(localStorage.getItem('console.refreshToken')).toBe('r1');
    // The mobile app's own session keys are untouched: the console keeps its own.
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('tells a member in both languages that the console is for staff, and does not keep them signed in', async () => {
    const api = mockApi({
      '/usercenter/user/login': ok({ accessToken: 'header.e30.sig', refreshToken: 'member-refresh' }),
      '/usercenter/user/get': ok(profile('member')),
      '/usercenter/user/logout': ok(null),
    });
    await renderAt(routes, '/sign-in');
    fireEvent.change(screen.getByTestId('sign-in-email'), { target: { value: 'fan@example.com' } });
    fireEvent.change(screen.getByTestId('sign-in-password'), { target: { value: 'whatever-1' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(
      '本管理台仅供员工使用，会员账号无法登录。请在手机上打开南华 App。',
    );
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/usercenter/user/logout')?.body).toEqual({
        refreshToken: 'member-refresh',
      }),
    );
    expect(localStorage.getItem('console.accessToken')).toBeNull();
    expect(localStorage.getItem('console.refreshToken')).toBeNull();
    fireEvent.click(screen.getByTestId('language-toggle'));
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(
      'This console is for staff only; member accounts cannot sign in here. Please open the Nam Hwa app on your phone.',
    );
  });

  it('passes the security check a busy account asks for, showing its progress, then signs in', async () => {
    let second!: (r: Response) => void;
    const logins: RequestInit[] = [];
    const json = (v: unknown) =>
      new Response(JSON.stringify(v), { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init: RequestInit = {}) => {
        const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
        if (path === '/usercenter/user/get') return json(ok(profile('admin')));
        if (path !== '/usercenter/user/login') return json(emptyPage);
        logins.push(init);
        if (logins.length === 1)
          return json({
            code: 1003,
            message: '为保护此账号，登录前需要您的设备完成一次安全验证，请重试',
            result: { proofOfWork: { challenge: 'c.6.x', difficulty: 6 } },
          });
        return new Promise<Response>((resolve) => (second = resolve));
      }),
    );
    const { router } = await renderAt(routes, '/sign-in');
    fireEvent.change(screen.getByTestId('sign-in-email'), { target: { value: 'staff@namhwa.local' } });
    fireEvent.change(screen.getByTestId('sign-in-password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect((await screen.findByTestId('sign-in-checking')).textContent).toBe('正在为此账号进行安全验证… 100%');
    await waitFor(() => expect(logins).toHaveLength(2));
    expect((logins[1]!.headers as Record<string, string>)[proofOfWork.header]).toMatch(/^c\.6\.x:\d+$/);
    second(json(ok({ accessToken: 'header.e30.sig', refreshToken: 'r2' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('console.refreshToken')).toBe('r2');
    expect(screen.queryByTestId('sign-in-error')).toBeNull();
    vi.unstubAllGlobals();
  });

  it("shows the server's localized refusal on the form", async () => {
    mockApi({ '/usercenter/user/login': refused('Incorrect email or password') });
    await renderAt(routes, '/sign-in', 'en');
    fireEvent.change(screen.getByTestId('sign-in-email'), { target: { value: 'staff@namhwa.local' } });
    fireEvent.change(screen.getByTestId('sign-in-password'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe('Incorrect email or password');
  });
});
