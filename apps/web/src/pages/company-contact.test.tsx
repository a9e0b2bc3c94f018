import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyContact, ShopOrder } from '@nanhua/contract';
import { ok, signedInEnglish } from '../../test/harness';
import { createQueryClient } from '../lib/query-client';
import { setLocale } from '../lib/i18n';
import CompanyInfoPage from './about-company-info';
import ShopOrderDetailPage from './shop-order-detail';
import SupportPage from './support';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);

const contact: CompanyContact = {
  phone: '+65 6111 2222',
  email: 'hello@example.org',
  whatsapp: '',
  wechat: '',
  address: '1 Test Street, Singapore',
  hours: 'Tuesday to Sunday, 10:00–18:00',
  returnAddress: 'Nam Hwa Opera (returns), 2 Return Road, Singapore',
  returnInstructions: 'Put the order number in the parcel.',
};

/** Answers by API path; anything else is a test error. */
const answer = (routes: Record<string, () => Response>) =>
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace('/api/v1', '');
    const route = routes[path];
    if (!route) throw new Error(`unexpected call ${path}`);
    return route();
  });
const asked = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path)).length;

function show(Page: ComponentType, path = '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const about = [
  {
    key: 'companyInfo',
    title: 'Company Information',
    content: '<p>A non-profit arts group.</p><h3>Tickets</h3><p>On the Tickets page.</p>',
  },
];

describe("issue 34: the company's contact details, one record for every page that shows them", () => {
  it.each([
    ['Customer Support', SupportPage],
    ['Company Information', CompanyInfoPage],
  ] as const)(
    '%s shows phone (tel:), e-mail (mailto:), address and hours from /site/contact/get; no WhatsApp or WeChat the company lacks',
    async (_, Page) => {
      answer({ '/site/contact/get': () => ok(contact), '/site/about/get': () => ok(about) });
      show(Page);
      const phone = await screen.findByTestId('contact-phone');
      expect(phone.textContent).toContain('+65 6111 2222');
      expect(phone.querySelector('a')?.getAttribute('href')).toBe('tel:+6561112222');
      expect(screen.getByTestId('contact-email').querySelector('a')?.getAttribute('href')).toBe(
        'mailto:hello@example.org',
      );
      expect(screen.getByTestId('contact-address').textContent).toContain('1 Test Street, Singapore');
      expect(screen.getByTestId('contact-hours').textContent).toContain('Tuesday to Sunday, 10:00–18:00');
      expect(screen.queryByTestId('contact-whatsapp')).toBeNull();
      expect(screen.queryByTestId('contact-wechat')).toBeNull();
      // The numbers the locale files used to carry are gone: the page has no other.
      expect(document.body.textContent).not.toMatch(/6221 5362|6222 0000|9011 2288|namhwa/);
    },
  );

  it('WhatsApp and WeChat appear once the company has them, WhatsApp as a chat link; in Chinese too', async () => {
    await setLocale('zh-Hans');
    answer({
      '/site/contact/get': () =>
        ok({ ...contact, whatsapp: '+65 9000 1111', wechat: 'NamHwaTest', address: '新加坡测试街 1 号' }),
    });
    show(SupportPage);
    const whatsapp = await screen.findByTestId('contact-whatsapp');
    expect(whatsapp.querySelector('a')?.getAttribute('href')).toBe('https://wa.me/6590001111');
    expect(screen.getByTestId('contact-wechat').textContent).toContain('NamHwaTest');
    expect(screen.getByTestId('contact-wechat').textContent).toContain('微信');
    expect(screen.getByTestId('contact-address').textContent).toContain('新加坡测试街 1 号');
    expect(screen.getByTestId('support-feedback')).toBeTruthy();
  });

  it('a failed read says so with Retry, which asks again', async () => {
    let fail = true;
    answer({ '/site/contact/get': () => (fail ? new Response('', { status: 500 }) : ok(contact)) });
    show(SupportPage);
    const error = await screen.findByTestId('contact-error');
    fail = false;
    fireEvent.click(error.querySelector('button')!);
    expect((await screen.findByTestId('contact-phone')).textContent).toContain('+65 6111 2222');
    expect(asked('/site/contact/get')).toBe(2);
  });
});

const shipped: ShopOrder = {
  id: 2,
  orderNo: 'S20261121-RETURNBACK',
  kind: 'shop',
  payStatus: 1,
  label: 'refundSuccessful',
  subtotalAmount: 1800,
  discountAmount: 0,
  totalAmount: 1800,
  refundedAmount: 1800,
  currency: 'SGD',
  paymentMethod: 'card',
  remarks: '',
  submittedAt: '2026-11-21T02:00:00Z',
  expiresAt: '2026-11-21T02:15:00Z',
  paidAt: '2026-11-21T02:01:00Z',
  testPayment: false,
  isQrcodeUsed: true,
  lines: [
    {
      id: 2,
      title: 'Silk opera fan',
      category: null,
      unitPrice: 1800,
      quantity: 1,
      amount: 1800,
      paidAmount: 1800,
      refundedQuantity: 1,
      refundableQuantity: 0,
    },
  ],
  ticket: null,
  orderReturn: {
    id: 4,
    orderNo: 'S20261121-RETURNBACK',
    status: 2,
    reason: 'Wrong size',
    amount: 1800,
    currency: 'SGD',
    appliedAt: '2026-11-23T02:00:00Z',
    result: null,
    processedAt: '2026-11-23T03:00:00Z',
    quantity: 1,
  },
  productId: 5,
  cover: null,
  delivery: {
    recipientName: 'Tan Mei Ling',
    country: 'Singapore',
    address: '10 Smith Street',
    postalCode: '058784',
    contactNumber: '+65 9123 4567',
  },
  shippedAt: '2026-11-22T02:00:00Z',
  shippingNote: 'SingPost',
  sendGoodsBack: true,
};

describe('the shop order page after an approved return of a shipped order', () => {
  it('says where and how to send the goods back, from the contact details', async () => {
    answer({ '/shop/order/getByOrderNo': () => ok(shipped), '/site/contact/get': () => ok(contact) });
    show(ShopOrderDetailPage, `/?orderNo=${shipped.orderNo}`);
    expect((await screen.findByTestId('return-goods-address')).textContent).toBe(contact.returnAddress);
    expect(screen.getByTestId('return-goods-how').textContent).toBe(contact.returnInstructions);
    expect(screen.getByTestId('return-goods').textContent).toContain('Send the goods back');
  });

  it('says nothing, and asks for nothing, when the goods stay with the member (not shipped, written off, rejected)', async () => {
    answer({ '/shop/order/getByOrderNo': () => ok({ ...shipped, sendGoodsBack: false }) });
    show(ShopOrderDetailPage, `/?orderNo=${shipped.orderNo}`);
    await screen.findByTestId('order-detail');
    await waitFor(() => expect(screen.getByTestId('refund-record')).toBeTruthy());
    expect(screen.queryByTestId('return-goods')).toBeNull();
    expect(asked('/site/contact/get')).toBe(0);
  });
});
