import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyContact } from '@nanhua/contract';
import { ok, signedInEnglish } from '../../test/harness';
import { MineEntries } from '../features/account/components/mine-entries';
import { createQueryClient } from '../lib/query-client';
import { setLocale } from '../lib/i18n';
import SupportPage from './support';

const fetchMock = vi.fn<typeof fetch>();
const went: string[] = [];
signedInEnglish(fetchMock, went);

const contact: CompanyContact = {
  phone: '+65 6333 4444',
  email: 'access@example.org',
  whatsapp: '',
  wechat: '',
  address: '3 Statement Road, Singapore',
  hours: 'Tuesday to Sunday, 10:00–18:00',
  returnAddress: '',
  returnInstructions: '',
};

const answerContact = () =>
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(String(url), 'http://localhost').pathname.replace('/api/v1', '');
    if (path !== '/site/contact/get') throw new Error(`unexpected call ${path}`);
    return ok(contact);
  });

const show = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SupportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the accessibility statement (issue 35): Customer Support, section=accessibility', () => {
  it('says the standard (WCAG 2.2 AA), what works, the known limits and how to ask for help with the contact details the company keeps', async () => {
    answerContact();
    show('/?section=accessibility');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accessibility Statement');
    const statement = screen.getByTestId('accessibility-statement');
    expect(statement.textContent).toContain('WCAG) 2.2 at level AA');
    expect(within(screen.getByTestId('accessibility-conforms')).getAllByRole('listitem').length).toBeGreaterThanOrEqual(
      4,
    );
    expect(within(screen.getByTestId('accessibility-limits')).getByText(/no audio description/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Need help or found a barrier?' })).toBeTruthy();
    // How to ask for help: the record from /site/contact/get, not a number typed into the statement.
    const phone = await screen.findByTestId('contact-phone');
    expect(phone.querySelector('a')?.getAttribute('href')).toBe('tel:+6563334444');
    expect(screen.getByTestId('contact-email').querySelector('a')?.getAttribute('href')).toBe(
      'mailto:access@example.org',
    );
    fireEvent.click(screen.getByTestId('accessibility-feedback'));
    expect(went).toEqual(['/pages/feedback/add']);
    // The support page's own content is not shown with it.
    expect(screen.queryByTestId('support-feedback')).toBeNull();
  });

  it('in Chinese', async () => {
    await setLocale('zh-Hans');
    answerContact();
    show('/?section=accessibility');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('无障碍声明');
    expect(screen.getByTestId('accessibility-statement').textContent).toContain('2.2 AA 级');
    expect(within(screen.getByTestId('accessibility-limits')).getByText(/口述影像/)).toBeTruthy();
    expect((await screen.findByTestId('contact-phone')).textContent).toContain('+65 6333 4444');
  });

  it('is reached from Customer Support and from Mine', async () => {
    answerContact();
    show('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Customer Support');
    fireEvent.click(screen.getByTestId('support-accessibility'));
    expect(screen.getByTestId('support-accessibility').textContent).toBe('Accessibility statement');
    render(<MineEntries />);
    fireEvent.click(screen.getByTestId('entry-accessibility'));
    expect(went).toEqual(['/pages/support/index?section=accessibility', '/pages/support/index?section=accessibility']);
  });
});
