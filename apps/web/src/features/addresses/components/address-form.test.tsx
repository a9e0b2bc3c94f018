import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryAddress } from '@nanhua/contract';
import { clientHarness, ok, signInAs } from '../../../../test/harness';
import { currentLocale, setLocale } from '../../../lib/i18n';
import { AddressForm } from './address-form';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { signedIn: false });

const renderForm = (onSaved = vi.fn(), address?: DeliveryAddress) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressForm onSaved={onSaved} address={address} />
    </QueryClientProvider>,
  );
const choices = () =>
  [...(screen.getByTestId('address-country') as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);
/** Types into a field, or chooses in the country picker (a select). */
const type = (testId: string, value: string) => {
  const field = screen.getByTestId(testId);
  fireEvent.change(field.matches('select') ? field : field.querySelector('input, textarea')!, { target: { value } });
};

describe('AddressForm', () => {
  it('shows the required message of every field and sends nothing', async () => {
    renderForm();
    await act(async () => void fireEvent.click(screen.getByTestId('address-save')));
    for (const text of [
      "Please enter the recipient's name",
      'Please enter the country',
      'Please enter the address',
      'Please enter the postal code',
      'Please enter the contact number',
    ])
      await screen.findByText(text);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the postal code and phone against the country, as the server does, and sends nothing', async () => {
    renderForm();
    type('address-recipientName', 'Tan Mei Ling');
    type('address-country', 'Malaysia');
    type('address-address', '10 Jalan Ampang');
    type('address-postalCode', '058784');
    type('address-contactNumber', '+65 9123 4567');
    await act(async () => void fireEvent.click(screen.getByTestId('address-save')));
    await screen.findByText('A Malaysian postcode has 5 digits');
    await screen.findByText('Please enter a Malaysian number, e.g. +60 12-345 6789');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the address with trimmed fields', async () => {
    signInAs();
    const onSaved = vi.fn();
    fetchMock.mockResolvedValueOnce(ok({ id: 1 }));
    renderForm(onSaved);
    type('address-recipientName', ' Tan Mei Ling ');
    type('address-country', 'Singapore');
    type('address-address', '10 Smith Street');
    type('address-postalCode', '058784');
    type('address-contactNumber', '+65 9123 4567');
    await act(async () => void fireEvent.click(screen.getByTestId('address-save')));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/usercenter/deliveryAddress/create');
    expect(JSON.parse(String(init?.body))).toEqual({
      recipientName: 'Tan Mei Ling',
      country: 'Singapore',
      address: '10 Smith Street',
      postalCode: '058784',
      contactNumber: '+65 9123 4567',
      isDefault: false,
    });
  });

  it.each([
    ['en', 'Choose a country or region', ['Singapore', 'Malaysia', 'China'], ['Australia', 'Brunei']],
    ['zh-Hans', '请选择国家或地区', ['新加坡', '马来西亚', '中国'], ['澳大利亚', '德国']],
  ] as const)(
    '(%s) the country is chosen from a list, the company’s three first, each stored by its English name',
    async (locale, prompt, first, next) => {
      const before = currentLocale();
      await setLocale(locale);
      try {
        renderForm();
        const picker = screen.getByTestId('address-country');
        expect(picker.tagName).toBe('SELECT');
        expect(picker.getAttribute('aria-label')).toBe(locale === 'en' ? 'Country' : '国家');
        const list = choices();
        expect(list[0]).toEqual(['', prompt]);
        expect(list.slice(1, 4)).toEqual([
          ['Singapore', first[0]],
          ['Malaysia', first[1]],
          ['China', first[2]],
        ]);
        // Then the rest by name in the page's language.
        expect(list.slice(4, 6).map(([, label]) => label)).toEqual(next);
        expect(list.map(([value]) => value)).toContain('Japan');
      } finally {
        await setLocale(before);
      }
    },
  );

  it('an address typed before the picker keeps its country as a choice; one the list knows shows chosen', () => {
    const old: DeliveryAddress = {
      id: 3,
      recipientName: 'Tan Mei Ling',
      country: 'Singapura',
      address: '10 Smith Street',
      postalCode: '058784',
      contactNumber: '+65 9123 4567',
      isDefault: false,
    };
    const { unmount } = renderForm(vi.fn(), old);
    expect((screen.getByTestId('address-country') as HTMLSelectElement).value).toBe('Singapura');
    expect(choices()[1]).toEqual(['Singapura', 'Singapura']);
    unmount();
    renderForm(vi.fn(), { ...old, country: 'Malaysia' });
    expect((screen.getByTestId('address-country') as HTMLSelectElement).value).toBe('Malaysia');
    expect(choices().filter(([v]) => v === 'Malaysia')).toHaveLength(1);
    // Typed in Chinese before: Singapore's own choice, no second one.
    renderForm(vi.fn(), { ...old, id: 4, country: '新加坡' });
    const forms = screen.getAllByTestId('address-country') as HTMLSelectElement[];
    const picker = forms[forms.length - 1]!;
    expect(picker.value).toBe('新加坡');
    expect(picker.selectedOptions[0]!.textContent).toBe(currentLocale() === 'en' ? 'Singapore' : '新加坡');
    expect([...picker.options].filter((o) => /Singapore|新加坡/.test(o.textContent ?? ''))).toHaveLength(1);
  });
});
