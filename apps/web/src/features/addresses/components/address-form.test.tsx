import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { clientHarness, ok, signInAs } from '../../../../test/harness';
import { AddressForm } from './address-form';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { signedIn: false });

const renderForm = (onSaved = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressForm onSaved={onSaved} />
    </QueryClientProvider>,
  );
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId).querySelector('input, textarea')!, { target: { value } });

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
});
