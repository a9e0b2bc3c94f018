import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ProductionDetail, TicketSaleDetail, VideoDetail } from '@nanhua/contract';
import { clientHarness, serveByPath, testQueryClient } from '../../test/harness';
import TheatreDetailPage from './theatre-detail';
import TheatreUltimateDetailPage from './theatre-ultimate-detail';
import TicketDetailPage from './ticket-detail';
import VideoDetailPage from './video-detail';

const fetchMock = vi.fn<typeof fetch>();
clientHarness(fetchMock);

const serve = (answers: Record<string, unknown>) => serveByPath(fetchMock, answers);
const paths = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, ''));
const show = (entry: string, ui: ReactNode) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

const production: ProductionDetail = {
  id: 1,
  title: 'The Lychee Mirror',
  summary: '',
  poster: '/files/seed/p.webp',
  views: 3,
  partCount: 1,
  isPremium: false,
  publishedAt: '2026-11-01T00:00:00.000Z',
  description: 'Chen San falls for Wu Niang.',
  locked: false,
  parts: [
    {
      id: 11,
      title: 'Scene 1: The Lantern Festival',
      content: 'The lanterns.',
      image: null,
      sort: 1,
      locked: false,
      media: null,
      subtitles: { zh: null, en: null },
      lyrics: [],
    },
  ],
  cast: [{ id: 1, role: 'Chen San', roleType: 'sheng', performer: 'Tan Bee Ling' }],
};

const sale = (more: Partial<TicketSaleDetail> = {}): TicketSaleDetail => ({
  id: 5,
  theatreId: 7,
  title: '"The Lychee Mirror": winter season opening night',
  summary: '',
  description: '',
  poster: '/files/art/p.w800.webp',
  venue: 'Victoria Theatre',
  eventAt: '2099-12-01T11:30:00.000Z',
  validUntil: '2099-12-01T14:00:00.000Z',
  saleStartAt: '2026-11-01T00:00:00.000Z',
  saleEndAt: '2099-12-01T10:30:00.000Z',
  price: 3800,
  currency: 'SGD',
  totalSeats: 200,
  remaining: 20,
  perOrderLimit: 6,
  buyStatus: 2,
  held: null,
  prices: [],
  production: { id: 1, title: 'The Lychee Mirror' },
  ...more,
});

const video = (more: Partial<VideoDetail> = {}): VideoDetail => ({
  id: 3,
  cateId: 1,
  cateName: 'Classic Excerpts',
  title: '"The Lychee Mirror": the lychee from the balcony',
  summary: '',
  poster: '/files/art/p.w800.webp',
  duration: 24,
  views: 1,
  isPremium: false,
  publishedAt: '2026-11-01T00:00:00Z',
  description: 'Wu Niang throws the lychees.',
  locked: false,
  media: '/files/seed/clip-1.mp4',
  subtitles: { zh: null, en: null },
  production: { id: 1, title: 'The Lychee Mirror' },
  ...more,
});

describe('the cast and synopsis page and the links to it', () => {
  it('?section=cast shows the cast page under its own title and counts no view', async () => {
    serve({ '/theatre/theatreUltimate/get/1': production });
    show('/pages/theatreUltimate/detail?id=1&section=cast', <TheatreUltimateDetailPage />);
    expect(await screen.findByTestId('cast-page')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cast and synopsis');
    expect(screen.getAllByTestId('cast-role').map((r) => r.textContent)).toEqual([
      'Sheng (male role)Chen San, played by Tan Bee Ling',
    ]);
    expect(screen.queryByTestId('production-detail')).toBeNull();
    expect(paths()).not.toContain('/theatre/theatreUltimate/view/1');
  });

  it('the production page links to its cast page', async () => {
    serve({ '/theatre/theatreUltimate/get/1': production });
    show('/pages/theatreUltimate/detail?id=1', <TheatreUltimateDetailPage />);
    expect(await screen.findByTestId('production-detail')).toBeTruthy();
    expect(screen.getByTestId('production-cast-link').getAttribute('href')).toBe(
      '/pages/theatreUltimate/detail?id=1&section=cast',
    );
    await waitFor(() => expect(paths()).toContain('/theatre/theatreUltimate/view/1'));
  });

  it('a sale of a performance of a production links to its cast; one without a production does not', async () => {
    serve({ '/ticket/sale/get/5': sale() });
    const { unmount } = show('/pages/ticket/detail?id=5', <TicketDetailPage />);
    const link = await screen.findByTestId('production-cast-link');
    expect(link.textContent).toBe('Cast and synopsisThe Lychee Mirror');
    expect(link.getAttribute('href')).toBe('/pages/theatreUltimate/detail?id=1&section=cast');
    unmount();
    serve({ '/ticket/sale/get/6': sale({ id: 6, production: null }) });
    show('/pages/ticket/detail?id=6', <TicketDetailPage />);
    expect(await screen.findByTestId('sale-detail')).toBeTruthy();
    expect(screen.queryByTestId('production-cast-link')).toBeNull();
  });

  it('a performance of a production links to its cast', async () => {
    serve({
      '/usercenter/user/get': {
        id: 1,
        email: 'a@example.org',
        nickName: 'A',
        signature: '',
        avatar: null,
        userType: 4,
        memberExpiresAt: null,
        followCount: 0,
        fanCount: 0,
        role: 'member',
      },
      '/theatre/theatre/get/7': {
        id: 7,
        title: '"The Lychee Mirror": winter season opening night',
        summary: '',
        poster: '/files/art/p.w800.webp',
        venue: 'Victoria Theatre',
        startAt: '2099-12-01T11:30:00.000Z',
        endAt: '2099-12-01T14:00:00.000Z',
        status: 1,
        takesRegistration: false,
        description: '',
        sales: [],
        production: { id: 1, title: 'The Lychee Mirror' },
      },
    });
    show('/pages/theatre/detail?id=7', <TheatreDetailPage />);
    expect((await screen.findByTestId('production-cast-link')).getAttribute('href')).toBe(
      '/pages/theatreUltimate/detail?id=1&section=cast',
    );
  });

  it('a video of a production links to its cast; one without does not', async () => {
    serve({ '/video/video/get/3': video() });
    const { unmount } = show('/pages/video/detail?id=3', <VideoDetailPage />);
    expect((await screen.findByTestId('production-cast-link')).getAttribute('href')).toBe(
      '/pages/theatreUltimate/detail?id=1&section=cast',
    );
    unmount();
    serve({ '/video/video/get/4': video({ id: 4, production: null }) });
    show('/pages/video/detail?id=4', <VideoDetailPage />);
    expect(await screen.findByTestId('video-detail')).toBeTruthy();
    expect(screen.queryByTestId('production-cast-link')).toBeNull();
  });
});
