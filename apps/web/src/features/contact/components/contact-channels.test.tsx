import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyContact } from '@nanhua/contract';
import { clientHarness, ok, testQueryClient } from '../../../../test/harness';
import { ContactChannels } from './contact-channels';
import { ReturnGoods } from './return-goods';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock, { signedIn: false });

const contact: CompanyContact = {
  phone: '+65 6222 0000',
  email: 'info@namhwaopera.org.sg',
  whatsapp: '+65 9000 1111',
  wechat: '',
  address: 'Nam Hwa Opera clubhouse, Chinatown, Singapore',
  hours: 'Office: Tuesday to Saturday, 10 a.m. to 6 p.m.',
  returnAddress: 'Shop returns, Nam Hwa Opera clubhouse',
  returnInstructions: 'Put a note with your order number inside the parcel.',
};

const show = (node: ReactNode) => render(<QueryClientProvider client={testQueryClient()}>{node}</QueryClientProvider>);

describe('ContactChannels: the company’s contact details from /site/contact/get', () => {
  it('lists the channels the company has, in order, phone and e-mail as links', async () => {
    fetchMock.mockResolvedValue(ok(contact));
    show(<ContactChannels />);
    await screen.findByTestId('contact-phone');
    expect(screen.getAllByTestId(/^contact-/).map((e) => e.dataset.testid)).toEqual([
      'contact-phone',
      'contact-whatsapp',
      'contact-email',
      'contact-address',
      'contact-hours',
    ]);
    expect(screen.getByTestId('contact-phone').querySelector('a')?.getAttribute('href')).toBe('tel:+6562220000');
    expect(screen.getByTestId('contact-email').querySelector('a')?.getAttribute('href')).toBe(
      'mailto:info@namhwaopera.org.sg',
    );
    expect(screen.getByTestId('contact-address').querySelector('a')).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/site/contact/get');
  });
});

describe('ReturnGoods: where and how a shop return goes back', () => {
  it('shows the return address and instructions; a failed read offers Retry', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 })).mockResolvedValue(ok(contact));
    show(<ReturnGoods />);
    const retry = await screen.findByTestId('error-retry');
    fireEvent.click(retry.querySelector('button')!);
    expect((await screen.findByTestId('return-goods-address')).textContent).toBe(contact.returnAddress);
    expect(screen.getByTestId('return-goods-how').textContent).toBe(contact.returnInstructions);
  });
});
