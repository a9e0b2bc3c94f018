import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, refused, renderAt, signedIn } from '../../../test/harness';
import { routes } from '../../app/router';
import { menuFor } from '../../app/menu';

const profile = {
  id: 1,
  email: 'admin@namhwa.local',
  nickName: '管理员',
  signature: '',
  avatar: null,
  userType: 4,
  memberExpiresAt: null,
  followCount: 0,
  fanCount: 0,
  role: 'admin',
};
const stored = {
  phone: '+65 6222 0000',
  email: 'info@namhwaopera.org.sg',
  whatsapp: '',
  wechat: '',
  addressZh: '新加坡牛车水区南华潮剧社会所',
  addressEn: 'Nam Hwa Opera clubhouse, Chinatown, Singapore',
  hoursZh: '办公室：星期二至星期六，上午十时至下午六时',
  hoursEn: '',
  returnAddressZh: '新加坡牛车水区南华潮剧社会所 商店退货组 收',
  returnAddressEn: 'Shop returns, Nam Hwa Opera clubhouse',
  returnInstructionsZh: '请在包裹内附上订单号。',
  returnInstructionsEn: 'Put the order number in the parcel.',
};

describe("the company's contact details page", { timeout: 60_000 }, () => {
  it('is in the menu of admin alone (the call table’s roles)', () => {
    expect(menuFor('admin').some((m) => m.key === 'companyContact')).toBe(true);
    for (const role of ['editor', 'boxOffice', 'support', 'member'] as const)
      expect(
        menuFor(role).some((m) => m.key === 'companyContact'),
        role,
      ).toBe(false);
  });

  it('shows every field, both languages side by side, and saves the whole record with a "saved" word', async () => {
    signedIn();
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/companyContact/get': ok({ ...stored, updatedAt: null }),
      '/admin/companyContact/update': (_url, init) =>
        ok({ ...JSON.parse(String(init.body)), updatedAt: '2026-11-21T02:00:00.000Z' }),
    });
    await renderAt(routes, '/company-contact');
    const form = await screen.findByTestId('company-contact-form', {}, { timeout: 10_000 });
    expect(screen.getByTestId('company-contact-saved-at').textContent).toBe('尚未保存过：应用目前显示默认的联系方式。');
    const columns = within(screen.getByTestId('bilingual-address')).getAllByRole('textbox');
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(['地址（中文）', '地址（英文）']);
    for (const name of ['address', 'hours', 'returnAddress', 'returnInstructions'])
      expect(screen.getByTestId(`bilingual-${name}`)).toBeTruthy();
    // The one English left empty is named.
    expect(screen.getByTestId('missing-en-hours')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('电话'), { target: { value: '+65 6333 4444' } });
    fireEvent.change(within(form).getByLabelText('微信号'), { target: { value: ' NamHwaOpera ' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/admin/companyContact/update')).toHaveLength(1), {
      timeout: 10_000,
    });
    expect(api.calls.find((c) => c.path === '/admin/companyContact/update')!.body).toEqual({
      ...stored,
      phone: '+65 6333 4444',
      wechat: 'NamHwaOpera',
    });
    expect(await screen.findByText('已保存', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('company-contact-saved-at').textContent).toMatch(/^最近保存：21\/11\/2026 \d\d:00$/),
    );
  });

  it("shows the server's refusal in the caller's language, and keeps what was typed", async () => {
    signedIn();
    mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/companyContact/get': ok({ ...stored, updatedAt: '2026-11-20T02:00:00.000Z' }),
      '/admin/companyContact/update': refused('Please enter a valid email address'),
    });
    await renderAt(routes, '/company-contact', 'en');
    const form = await screen.findByTestId('company-contact-form', {}, { timeout: 10_000 });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('form-error', {}, { timeout: 10_000 })).textContent).toBe(
      'Please enter a valid email address',
    );
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('not an address');
    expect(screen.getByText('Company contact', { selector: 'h3' })).toBeTruthy();
  });

  it('a record that did not load says so, and Retry asks again', async () => {
    signedIn();
    let fail = true;
    const api = mockApi({
      '/usercenter/user/get': ok(profile),
      '/admin/companyContact/get': () => (fail ? refused('The service is busy') : ok({ ...stored, updatedAt: null })),
    });
    await renderAt(routes, '/company-contact', 'en');
    expect(await screen.findByText('Could not load', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('company-contact-form', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/admin/companyContact/get')).toHaveLength(2);
  });
});
