import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paged, signedInEnglish } from '../../test/harness';
import { createQueryClient } from '../lib/query-client';
import ShopOrderIndexPage from './shop-order-index';
import TicketMyTicketsPage from './ticket-my-tickets';
import UserMemberOrderPage from './user-member-order';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);

describe('empty order lists lead to where one can buy', () => {
  it.each([
    ['My Ticket Folder', TicketMyTicketsPage, 'No tickets yet', 'Buy tickets', '/pages/ticket/index'],
    ['My Orders', ShopOrderIndexPage, 'Browse the shop', 'Browse the shop', '/pages/shopProduct/index'],
    ['Purchase History', UserMemberOrderPage, 'Choose a membership', 'Choose a membership', '/pages/user/memberCenter'],
  ] as [string, ComponentType, string, string, string][])('%s', async (_, Page, text, label, to) => {
    fetchMock.mockImplementation(async () => paged([]));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = await screen.findByTestId('empty-action');
    expect(screen.getByTestId('empty').textContent).toContain(text);
    expect(link.textContent).toBe(label);
    expect(link.getAttribute('href')).toBe(to);
  });
});
