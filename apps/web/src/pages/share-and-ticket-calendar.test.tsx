import type { ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientHarness, ok, testQueryClient } from '../../test/harness';
import { LiveClassroom } from '../features/live/components/live-classroom';
import VoteDetailPage from './vote-detail';
import TicketNewsDetailPage from './ticket-news-detail';
import TheatreUltimatePartPage from './theatre-ultimate-part';
import TicketOrderDetailPage from './ticket-order-detail';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock);

/** Answers by path; anything else is an empty success (the member's own state, comments). */
function serve(answers: Record<string, unknown>) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    return ok(path in answers ? answers[path] : null);
  });
}
const show = (entry: string, ui: ReactNode) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

// Without a share sheet (desktop Chromium, jsdom) the link is copied: the copied text is the shared link.
const copied: string[] = [];
beforeEach(() => {
  copied.length = 0;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (s: string) => void copied.push(s) },
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});
async function sharedLink(button: HTMLElement) {
  await act(async () => void fireEvent.click(button));
  return copied.at(-1)?.replace(window.location.origin, '');
}

/** Issue 34 item 9: vote detail, ticket news, live classes and scenes have the share control with their previews' links. */
describe('share on the pages that lacked it', () => {
  it('a vote', async () => {
    serve({
      '/vote/vote/get/4': {
        id: 4,
        title: 'Favourite play',
        summary: '',
        cover: null,
        startAt: '2026-11-18T00:00:00Z',
        endAt: '2099-12-01T00:00:00Z',
        state: 2,
        maxSelect: 1,
        participantCount: 0,
        description: '',
        options: [],
      },
    });
    show('/pages/vote/detail?id=4', <VoteDetailPage />);
    expect(await sharedLink(await screen.findByTestId('share'))).toBe('/s/vote/4?lang=en');
  });

  it('ticket news', async () => {
    serve({
      '/ticket/news/get/6': {
        id: 6,
        title: 'Box office hours',
        summary: '',
        cover: null,
        publishedAt: '2026-11-18T00:00:00Z',
        content: '<p>Open daily</p>',
      },
    });
    show('/pages/ticketNews/detail?id=6', <TicketNewsDetailPage />);
    expect(await sharedLink(await screen.findByTestId('share'))).toBe('/s/ticketNews/6?lang=en');
  });

  it('a scene of a production, by the scene’s own id', async () => {
    serve({
      '/theatre/theatreUltimate/get/2': {
        id: 2,
        title: 'Jin Hua Nü',
        summary: '',
        poster: '/x.webp',
        isPremium: false,
        views: 1,
        partCount: 2,
        description: '',
        locked: false,
        parts: [
          { id: 31, title: 'Act one', content: '', image: null, media: null, subtitles: [] },
          { id: 32, title: 'Act two', content: '', image: null, media: null, subtitles: [] },
        ],
      },
    });
    show('/pages/theatreUltimate/part?id=2&partId=32', <TheatreUltimatePartPage />);
    expect(await sharedLink(await screen.findByTestId('share'))).toBe('/s/scene/32?lang=en');
  });

  it('each live class', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    serve({
      '/liveCast/meeting/get': {
        live: [],
        upcoming: [
          {
            id: 5,
            title: 'Percussion workshop',
            description: '',
            teacher: 'Ms Lim',
            cover: null,
            startAt: at(86_400_000),
            endAt: at(90_000_000),
            joinOpensAt: at(85_000_000),
            state: 'upcoming',
            audience: 'signedIn',
            tier: null,
            requiresRegistration: false,
            capacity: null,
            registeredCount: 0,
            registered: false,
            entitled: true,
            canJoin: false,
            liveConfigured: true,
            replayId: null,
          },
        ],
      },
    });
    show('/pages/liveCast/index', <LiveClassroom />);
    const card = await screen.findByTestId('live-upcoming-card');
    expect(await sharedLink(card.querySelector<HTMLElement>('[data-testid="share"]')!)).toBe('/s/live/5?lang=en');
  });
});

/** Issue 34 item 13: the calendar file offered on a ticket opens that ticket (its order page), not the public sale. */
describe("a ticket's calendar file", () => {
  it('names the order, so its entry links to the member’s ticket', async () => {
    const orderNo = 'T20261121-ABCDEFGHJK';
    serve({
      '/ticket/order/getByOrderNo': {
        id: 1,
        orderNo,
        kind: 'ticket',
        payStatus: 1,
        label: 'paymentSuccessful',
        subtotalAmount: 7600,
        discountAmount: 0,
        totalAmount: 7600,
        refundedAmount: 0,
        currency: 'SGD',
        paymentMethod: 'card',
        remarks: '',
        submittedAt: '2026-11-21T02:00:00Z',
        expiresAt: '2026-11-21T02:15:00Z',
        paidAt: '2026-11-21T02:01:00Z',
        testPayment: false,
        isQrcodeUsed: false,
        lines: [
          {
            id: 1,
            title: 'Jin Hua Nü',
            category: null,
            unitPrice: 3800,
            quantity: 2,
            amount: 7600,
            paidAmount: 7600,
            refundedQuantity: 0,
            refundableQuantity: 2,
          },
        ],
        ticket: {
          saleId: 3,
          title: 'Jin Hua Nü',
          poster: '/x.webp',
          venue: 'Hall',
          eventAt: '2099-11-30T11:30:00Z',
          validUntil: '2099-11-30T14:00:00Z',
          price: 3800,
          category: null,
          quantity: 2,
          usedQuantity: 0,
          refundedQuantity: 0,
          refundUnderReview: false,
          remainingQuantity: 2,
          qrToken: 'q'.repeat(32),
        },
        orderReturn: null,
      },
    });
    show(`/pages/ticket/orderDetail?orderNo=${orderNo}`, <TicketOrderDetailPage />);
    expect((await screen.findByTestId('ticket-add-to-calendar')).getAttribute('href')).toBe(
      `/calendar/sale/3.ics?lang=en&order=${orderNo}`,
    );
  });
});
