import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine, DeliveryAddress } from '@nanhua/contract';
import { clientHarness, ok, signInAs } from '../../test/harness';
import { spyOnToast } from '../../test/antd-spies';
import { createQueryClient } from '../lib/query-client';
import { setLocale } from '../lib/i18n';
import { peekIntent } from '../lib/intent';
import { AddToCartButton } from '../features/shop/components/add-to-cart-button';
import { CartLink } from '../features/shop/components/cart-link';
import ShopOrderPlaceOrderPage from './shop-order-place-order';

// antd-mobile's imperative Toast needs the app's React 19 render hook.
spyOnToast();

const line = (id: number, over: Partial<CartLine> = {}): CartLine => ({
  id,
  productId: id * 10,
  title: `Product ${id}`,
  cover: '/files/seed/shop-1.webp',
  price: 1800,
  currency: 'SGD',
  quantity: 1,
  stock: 10,
  state: 'available',
  amount: 1800,
  ...over,
});
const cartOf = (lines: CartLine[], over: Partial<Cart> = {}): Cart => {
  const subtotal = lines.filter((l) => l.state === 'available').reduce((s, l) => s + l.amount, 0);
  return {
    lines,
    count: lines.reduce((s, l) => s + l.quantity, 0),
    subtotalAmount: subtotal,
    memberDiscountPercent: 0,
    discountAmount: 0,
    totalAmount: subtotal,
    currency: 'SGD',
    ...over,
  };
};
const home: DeliveryAddress = {
  id: 7,
  recipientName: 'Tan Mei Ling',
  country: 'Singapore',
  address: '10 Smith Street',
  postalCode: '058784',
  contactNumber: '+65 9123 4567',
  isDefault: true,
};

let cart: Cart;
const went: string[] = [];
const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { went });
beforeEach(() => {
  sessionStorage.clear();
  cart = cartOf([]);
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, number>) : {};
    if (path.includes('/shop/cart/get')) return ok(cart);
    if (path.includes('/shop/cart/update')) {
      cart = cartOf(
        cart.lines.map((l) =>
          l.id === body.lineId ? { ...l, quantity: body.quantity!, amount: l.price * body.quantity! } : l,
        ),
      );
      return ok(cart);
    }
    if (path.includes('/shop/cart/remove')) {
      cart = cartOf(cart.lines.filter((l) => l.id !== body.lineId));
      return ok(cart);
    }
    if (path.includes('/shop/cart/add')) {
      cart = cartOf([line(1, { productId: body.productId!, quantity: body.quantity! }), ...cart.lines]);
      return ok(cart);
    }
    if (path.includes('/shop/cart/checkout')) return ok({ id: 99, orderNo: 'S20261202-ABCDEFGHJK' });
    if (path.includes('/deliveryAddress/getMyAddresses')) return ok([home]);
    return ok(null);
  });
});
afterEach(() => sessionStorage.clear());

const wrap = (ui: ReactNode, entry = '/pages/shopOrder/placeOrder?cart=1') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
const show = () => wrap(<ShopOrderPlaceOrderPage />);
const click = (el: Element) => act(async () => void fireEvent.click(el));
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).replace(/\?.*$/, '') === `/api/v1${path}`);
const bodyOf = (path: string, i = 0) => JSON.parse(String(calls(path)[i]![1]!.body)) as unknown;

describe('the shop cart page (issue 34 item 4)', () => {
  it('empty: says so and what to do next, with a way to the shop', async () => {
    show();
    const empty = await screen.findByTestId('cart-empty');
    expect(empty.textContent).toContain('Your cart is empty');
    expect(empty.textContent).toContain('Tap “Add to cart” on any product');
    expect(within(empty).getByTestId('empty-action').getAttribute('href')).toBe('/pages/shopProduct/index');
    expect(screen.queryByTestId('order-submit')).toBeNull();
  });

  it('lines with named steppers and remove, stock warnings, the server total; a step and a removal go to the server', async () => {
    cart = cartOf([
      line(1, { title: 'Embroidered fan', quantity: 2, amount: 3600 }),
      line(2, { title: 'Silk scarf', quantity: 3, stock: 1, state: 'lowStock', amount: 5400 }),
      line(3, { title: 'Old CD', state: 'soldOut', stock: 0 }),
    ]);
    show();
    const rows = await screen.findAllByTestId('cart-line');
    expect(rows).toHaveLength(3);
    // Each quantity field is a spinbutton named by its product.
    const fan = await screen.findByRole('spinbutton', { name: 'Quantity of Embroidered fan' });
    expect(fan.getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Silk scarf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Old CD from the cart' })).toBeTruthy();
    const warnings = screen.getAllByTestId('cart-line-warning').map((w) => w.textContent);
    expect(warnings).toEqual(['Only 1 left: lower the quantity to order it', 'Sold out: remove it to check out']);
    expect(screen.getByTestId('cart-blocked').textContent).toBe(
      '2 item(s) above cannot be ordered now and are left in your cart',
    );
    expect(screen.getByTestId('confirm-total').textContent).toBe(screen.getByTestId('confirm-subtotal').textContent);
    expect(screen.getByTestId('confirm-total').textContent).toContain('36.00');

    await click(within(rows[0]!).getByRole('button', { name: /increase|增加/i }));
    await waitFor(() => expect(calls('/shop/cart/update')).toHaveLength(1));
    expect(bodyOf('/shop/cart/update')).toEqual({ lineId: 1, quantity: 3 });
    await waitFor(() =>
      expect(
        screen.getByRole('spinbutton', { name: 'Quantity of Embroidered fan' }).getAttribute('aria-valuenow'),
      ).toBe('3'),
    );
    await waitFor(() => expect(screen.getByTestId('confirm-total').textContent).toContain('54.00'));
    // From the keyboard too: Arrow Up on the spin button.
    await act(
      async () =>
        void fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Quantity of Embroidered fan' }), {
          key: 'ArrowUp',
        }),
    );
    await waitFor(() => expect(calls('/shop/cart/update')).toHaveLength(2));
    expect(bodyOf('/shop/cart/update', 1)).toEqual({ lineId: 1, quantity: 4 });

    await click(screen.getByRole('button', { name: 'Remove Old CD from the cart' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(bodyOf('/shop/cart/remove')).toEqual({ lineId: 3 });
  });

  it('Place order: ONE checkout of the lines that can be had, to the chosen address, then the payment page', async () => {
    cart = cartOf([line(1, { quantity: 2, amount: 3600 }), line(2, { state: 'soldOut', stock: 0 }), line(3)], {
      memberDiscountPercent: 5,
    });
    show();
    await screen.findByTestId('address-selected');
    await click(await screen.findByTestId('order-submit'));
    await waitFor(() => expect(calls('/shop/cart/checkout')).toHaveLength(1));
    expect(bodyOf('/shop/cart/checkout')).toEqual({
      addressId: 7,
      paymentMethod: 'card',
      remarks: '',
      lineIds: [1, 3],
    });
    await waitFor(() => expect(went).toEqual(['/pages/payment/index?id=99&kind=shop']));
  });

  it('nothing can be ordered: Place order is disabled and says why', async () => {
    cart = cartOf([line(1, { state: 'unavailable', stock: 0 })]);
    show();
    expect((await screen.findAllByTestId('cart-line-warning')).map((w) => w.textContent)).toEqual([
      'No longer available: remove it to check out',
    ]);
    expect(screen.getByTestId('cart-blocked').textContent).toBe(
      'Nothing in your cart can be ordered now: change the quantities or remove the items',
    );
    expect((screen.getByTestId('order-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('in Chinese', async () => {
    await setLocale('zh-Hans');
    cart = cartOf([line(1, { title: '潮绣折扇', quantity: 2, stock: 1, state: 'lowStock', amount: 3600 })]);
    show();
    expect(await screen.findByRole('spinbutton', { name: '潮绣折扇的数量' })).toBeTruthy();
    expect(screen.getByTestId('cart-line-warning').textContent).toBe('仅剩 1 件，请减少数量后下单');
    cleanup();
    cart = cartOf([]);
    show();
    expect((await screen.findByTestId('cart-empty')).textContent).toContain('购物车是空的');
  });

  it('the cart link shows the count; a visitor’s Add to cart signs in and comes back with the item added', async () => {
    cart = cartOf([line(1, { quantity: 2 }), line(2)]);
    wrap(<CartLink />, '/pages/shopProduct/detail?id=40');
    expect((await screen.findByTestId('cart-badge')).textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Shopping cart, 3 items' }).getAttribute('href')).toBe(
      '/pages/shopOrder/placeOrder?cart=1',
    );
    cleanup();

    // A visitor: nothing is sent; sign in with the way back to this page.
    localStorage.clear();
    const { clearTokens } = await import('@nanhua/client');
    clearTokens();
    window.location.hash = '#/pages/shopProduct/detail?id=40';
    cart = cartOf([]);
    wrap(
      <>
        <CartLink />
        <AddToCartButton productId={40} title="Opera mask" quantity={1} />
      </>,
    );
    await click(screen.getByTestId('add-to-cart'));
    expect(calls('/shop/cart/add')).toHaveLength(0);
    expect(went).toEqual([`/pages/user/login?redirect=${encodeURIComponent('/pages/shopProduct/detail?id=40')}`]);
    expect(peekIntent()).toMatchObject({ action: 'cartAdd', data: { productId: 40, quantity: 1 } });
    cleanup();

    // Back, signed in: the item is added once and the badge counts it.
    signInAs();
    wrap(<CartLink />, '/pages/shopProduct/detail?id=40');
    await waitFor(() => expect(calls('/shop/cart/add')).toHaveLength(1));
    expect(bodyOf('/shop/cart/add')).toEqual({ productId: 40, quantity: 1 });
    expect((await screen.findByTestId('cart-badge')).textContent).toBe('1');
    expect(peekIntent()).toBeNull();
  });
});
