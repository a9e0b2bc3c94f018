import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryAddress, ProductDetail } from '@nanhua/contract';
import { ok, signedInEnglish } from '../../test/harness';
import { productDetail } from '../features/shop/test/fixtures';
import { createQueryClient } from '../lib/query-client';
import ShopOrderPlaceOrderPage from './shop-order-place-order';

const address = (id: number, over: Partial<DeliveryAddress> = {}): DeliveryAddress => ({
  id,
  recipientName: `Tan ${id}`,
  country: 'Singapore',
  address: `${id} Smith Street`,
  postalCode: '058784',
  contactNumber: '+65 6123 4567',
  isDefault: false,
  ...over,
});

let book: DeliveryAddress[];
let item: ProductDetail;
const went: string[] = [];
const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock, went);
beforeEach(() => {
  book = [];
  item = productDetail({ price: 2800, stock: 4 });
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.includes('/shop/product/get/')) return ok(item);
    if (path.includes('/deliveryAddress/getMyAddresses')) return ok(book);
    if (path.includes('/deliveryAddress/create')) {
      const created = address(50, { ...(JSON.parse(String(init?.body)) as object), isDefault: book.length === 0 });
      book = [...book, created];
      return ok(created);
    }
    if (path.includes('/shop/order/buy')) return ok({ id: 99, orderNo: 'S20261121-ABCDEFGHJK' });
    return ok(null);
  });
});

const show = (query = 'id=5&quantity=2') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/pages/shopOrder/placeOrder?${query}`]}>
        <ShopOrderPlaceOrderPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const click = (el: Element) => act(async () => void fireEvent.click(el));
/** Types into a field, or chooses in the country picker (a select). */
const type = (testId: string, value: string) => {
  const field = screen.getByTestId(testId);
  fireEvent.change(field.matches('select') ? field : field.querySelector('input, textarea')!, { target: { value } });
};
const buyCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/shop/order/buy'));

describe('Confirm Orders (shop)', () => {
  it('an empty address book: the in-place form, and the saved address becomes the delivery address', async () => {
    show();
    const empty = await screen.findByTestId('address-empty');
    expect(empty.textContent).toBe('Your delivery address is empty, click to add');
    await click(empty);
    expect(screen.getByTestId('address-in-place')).toBeTruthy();
    type('address-recipientName', 'Tan Mei Ling');
    type('address-country', 'Singapore');
    type('address-address', '10 Smith Street');
    type('address-postalCode', '058784');
    type('address-contactNumber', '+65 9123 4567');
    await click(screen.getByTestId('address-save'));
    const chosen = await screen.findByTestId('address-selected');
    expect(chosen.dataset.addressId).toBe('50');
    expect(chosen.textContent).toContain('Tan Mei Ling');
    expect(screen.queryByTestId('address-in-place')).toBeNull();
  });

  it('from the picker: a new address is added in place and chosen over the default; adding can be called off', async () => {
    book = [address(1, { isDefault: true })];
    show();
    await click(await screen.findByTestId('address-selected'));
    await click(await screen.findByTestId('address-add-new'));
    expect(screen.getByTestId('address-in-place')).toBeTruthy();
    await click(screen.getByTestId('address-add-cancel'));
    expect(screen.getByTestId('address-selected').dataset.addressId).toBe('1');
    await click(screen.getByTestId('address-selected'));
    await click(await screen.findByTestId('address-add-new'));
    type('address-recipientName', 'Lim Wei');
    type('address-country', 'Singapore');
    type('address-address', '1 Temple Street');
    type('address-postalCode', '058555');
    type('address-contactNumber', '+65 9000 0000');
    await click(screen.getByTestId('address-save'));
    await waitFor(() => expect(screen.getByTestId('address-selected').dataset.addressId).toBe('50'));
    expect(screen.getByTestId('address-selected').textContent).toContain('Lim Wei');
  });

  it('submitting without an address says so and sends nothing', async () => {
    show();
    await screen.findByTestId('address-empty');
    await click(screen.getByTestId('order-submit'));
    expect((await screen.findByTestId('address-required')).textContent).toBe('Please select delivery address');
    expect(buyCalls()).toHaveLength(0);
  });

  it('the default address is preselected; another can be picked; the order sends only the choices and opens payment', async () => {
    book = [address(1), address(2, { isDefault: true }), address(3)];
    show();
    expect((await screen.findByTestId('address-selected')).dataset.addressId).toBe('2');
    await click(screen.getByTestId('address-selected'));
    const options = await screen.findAllByTestId('address-option');
    expect(options).toHaveLength(3);
    await click(options[2]!.querySelector('input')!);
    await waitFor(() => expect(screen.getByTestId('address-selected').dataset.addressId).toBe('3'));
    expect(screen.getByTestId('confirm-total').textContent).toBe('S$56.00');
    await click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(went).toEqual(['/pages/payment/index?id=99&kind=shop']));
    const [[, init]] = buyCalls() as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      productId: 5,
      quantity: 2,
      addressId: 3,
      paymentMethod: 'card',
      remarks: '',
    });
  });

  it('a member sees the discount line and the discounted total; a non-member sees neither', async () => {
    book = [address(1, { isDefault: true })];
    item = productDetail({ price: 2800, stock: 4, memberDiscountPercent: 10 });
    const view = show();
    expect((await screen.findByTestId('order-discount')).textContent).toBe('−S$5.60');
    expect(screen.getByTestId('confirm-subtotal').textContent).toBe('S$56.00');
    expect(screen.getByTestId('confirm-total').textContent).toBe('S$50.40');
    view.unmount();
    item = productDetail({ price: 2800, stock: 4 });
    show();
    await screen.findByTestId('address-selected');
    expect(screen.queryByTestId('order-discount')).toBeNull();
    expect(screen.getByTestId('confirm-total').textContent).toBe('S$56.00');
  });

  it('a quantity above the stock in the link is brought down to the stock', async () => {
    book = [address(1, { isDefault: true })];
    show('id=5&quantity=40');
    await screen.findByTestId('address-selected');
    expect(screen.getByTestId('quantity-stepper').querySelector('input')!.value).toBe('4');
    expect(screen.getByTestId('confirm-total').textContent).toBe('S$112.00');
  });
});
