import type { AboutPage } from '@nanhua/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, pgUnavailable, type TestApp } from '../../../test/helper.js';
import { call } from '../usercenter/account-test-kit.js';
import { member } from '../ticket/test-kit.js';
import { companyContactDefaults } from './defaults.js';

const form = {
  phone: '+65 6111 2222',
  email: 'hello@example.org',
  whatsapp: '+65 9000 1111',
  wechat: 'NamHwaTest',
  addressZh: '新加坡测试街 1 号',
  addressEn: '1 Test Street, Singapore',
  hoursZh: '星期二至星期日 10:00–18:00',
  hoursEn: '',
  returnAddressZh: '新加坡退货街 2 号 南华潮剧社 收',
  returnAddressEn: 'Nam Hwa Opera (returns), 2 Return Road, Singapore',
  returnInstructionsZh: '请在包裹内附上订单号。',
  returnInstructionsEn: 'Put the order number in the parcel.',
};

/** The company's contact details (issue 34 item 15c): one record admin edits, read by every page that shows them. */
describe.skipIf(pgUnavailable())(`company contact details (${dbKind})`, () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await member(t, { role: 'admin' })).token;
    editor = (await member(t, { role: 'editor' })).token;
  });
  afterAll(() => t.close());

  it('a database never written answers the defaults (staff: updatedAt null)', async () => {
    expect((await call(t, 'GET', '/admin/companyContact/get', { token: admin })).result).toMatchObject({
      ...companyContactDefaults,
      updatedAt: null,
    });
    expect((await call(t, 'GET', '/site/contact/get', { lang: 'en' })).result).toMatchObject({
      phone: '+65 6222 0000',
      email: 'info@namhwaopera.org.sg',
      address: companyContactDefaults.addressEn,
    });
  });

  it('admin edits them (audited); the app reads them in its language, Chinese when the English is empty', async () => {
    const saved = await call(t, 'POST', '/admin/companyContact/update', { token: admin, body: form });
    expect(saved.code, saved.message).toBe(1002);
    expect(saved.result).toMatchObject({ ...form });
    expect((await call(t, 'GET', '/admin/companyContact/get', { token: admin })).result).toMatchObject(form);
    const en = (await call(t, 'GET', '/site/contact/get', { lang: 'en' })).result;
    expect(en).toEqual({
      phone: form.phone,
      email: form.email,
      whatsapp: form.whatsapp,
      wechat: form.wechat,
      address: form.addressEn,
      hours: form.hoursZh,
      returnAddress: form.returnAddressEn,
      returnInstructions: form.returnInstructionsEn,
    });
    const zh = (await call(t, 'GET', '/site/contact/get', { lang: 'zh-Hans' })).result;
    expect(zh).toMatchObject({ address: form.addressZh, returnAddress: form.returnAddressZh });
    const changed = await call(t, 'POST', '/admin/companyContact/update', {
      token: admin,
      body: { ...form, phone: '+65 6333 4444' },
    });
    expect(changed.code).toBe(1002);
    expect((await call(t, 'GET', '/site/contact/get', { lang: 'en' })).result).toMatchObject({
      phone: '+65 6333 4444',
    });
    const audit = (await t.services.audit.page({ entity: 'companyContact' }, 10)).rows;
    expect(audit.map((r) => r.action)).toEqual(['companyContact.update', 'companyContact.update']);
  });

  it('only admin may edit; bad input is refused in the caller’s language and nothing is stored', async () => {
    expect((await call(t, 'POST', '/admin/companyContact/update', { token: editor, body: form })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/companyContact/get', { token: editor })).status).toBe(403);
    const before = (await call(t, 'GET', '/site/contact/get', { lang: 'en' })).result;
    expect(
      (
        await call(t, 'POST', '/admin/companyContact/update', {
          token: admin,
          body: { ...form, email: 'not an address' },
        })
      ).message,
    ).toBe('Please enter a valid email address');
    expect(
      (
        await call(t, 'POST', '/admin/companyContact/update', {
          token: admin,
          body: { ...form, addressZh: ' ' },
          lang: 'zh-Hans',
        })
      ).code,
    ).toBe(1003);
    expect(
      (await call(t, 'POST', '/admin/companyContact/update', { token: admin, body: { ...form, phone: 'call us' } }))
        .code,
    ).toBe(1003);
    expect((await call(t, 'GET', '/site/contact/get', { lang: 'en' })).result).toEqual(before);
  });
});

describe.skipIf(pgUnavailable())(`company contact details of the demo (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: true });
  });
  afterAll(() => t.close());

  it('are seeded, and Company Information gives no other phone number, e-mail or address than them', async () => {
    for (const lang of ['zh-Hans', 'en'] as const) {
      const contact = (await call(t, 'GET', '/site/contact/get', { lang })).result as Record<string, string>;
      for (const key of ['phone', 'email', 'address', 'hours', 'returnAddress', 'returnInstructions'])
        expect(contact[key], key).not.toBe('');
      const about = ((await call(t, 'GET', '/site/about/get', { lang })).result as AboutPage[]).find(
        (p) => p.key === 'companyInfo',
      )!.content;
      for (const phone of about.match(/\+65[\d\s]{8,10}\d/g) ?? [])
        expect([contact.phone, contact.whatsapp]).toContain(phone);
      for (const email of about.match(/[\w.-]+@[\w.-]+/g) ?? []) expect(email).toBe(contact.email);
    }
  });
});
