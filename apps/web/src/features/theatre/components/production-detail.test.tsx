import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductionDetail as Detail } from '@nanhua/contract';
import '../../../lib/i18n';
import { ProductionDetail, ProductionPart } from './production-detail';

const noMedia = { media: null, subtitles: { zh: null, en: null }, lyrics: [] };

const production = (locked: boolean): Detail => ({
  id: 2,
  title: '苏六娘',
  summary: '',
  poster: '/files/seed/p.webp',
  views: 3,
  partCount: 2,
  isPremium: true,
  publishedAt: '2026-11-01T00:00:00.000Z',
  description: '南华旗舰制作',
  locked,
  parts: [
    { id: 11, title: '第一场', content: locked ? null : '春日出游', image: null, sort: 1, locked, ...noMedia },
    {
      id: 12,
      title: '第二场',
      content: locked ? null : '花园相会',
      image: null,
      sort: 2,
      locked,
      ...(locked
        ? noMedia
        : {
            media: '/files/premium/clip-2.mp4?sig=x',
            subtitles: { zh: '/files/premium/clip-2.zh.vtt?sig=x', en: '/files/premium/clip-2.en.vtt?sig=x' },
            lyrics: [
              { start: 1, end: 4, zh: '渡船离岸', en: 'The ferry pushes off' },
              { start: 5, end: 9, zh: '桃花来过渡', en: 'Taohua comes to cross' },
            ],
          }),
    },
  ],
  cast: [],
});

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('premium productions', () => {
  it('a scene links to the previous and next scenes (场, not 节)', () => {
    inRouter(<ProductionPart production={production(false)} partId={11} lock={null} />);
    expect(screen.getByText('下一场 ›').getAttribute('href')).toBe('/pages/theatreUltimate/part?id=2&partId=12');
    expect(screen.queryByText(/下一节/)).toBeNull();
  });

  it('a locked production shows the lock and marks its scenes', () => {
    inRouter(
      <ProductionDetail
        production={production(true)}
        lock={<p data-testid="lock">lock</p>}
        badge={<span data-testid="badge">VIP</span>}
      />,
    );
    expect(screen.getByTestId('lock')).toBeTruthy();
    expect(screen.getAllByTestId('badge')).toHaveLength(2);
  });

  it('a locked scene shows the lock in place of its text; an open one shows the text', () => {
    const { unmount } = inRouter(
      <ProductionPart production={production(true)} partId={11} lock={<p data-testid="lock">lock</p>} />,
    );
    expect(screen.getByTestId('lock')).toBeTruthy();
    expect(screen.queryByTestId('production-part-content')).toBeNull();
    unmount();
    inRouter(<ProductionPart production={production(false)} partId={11} lock={<p data-testid="lock">lock</p>} />);
    expect(screen.queryByTestId('lock')).toBeNull();
    expect(screen.getByTestId('production-part-content').textContent).toBe('春日出游');
  });

  it('an open production shows neither lock nor badges', () => {
    inRouter(
      <ProductionDetail
        production={production(false)}
        lock={<p data-testid="lock">lock</p>}
        badge={<span data-testid="badge">VIP</span>}
      />,
    );
    expect(screen.queryByTestId('lock')).toBeNull();
    expect(screen.queryByTestId('badge')).toBeNull();
  });

  it('an open scene with a clip plays it with both tracks and lists the lyrics in parallel; the line being sung is marked, a tap seeks', () => {
    inRouter(<ProductionPart production={production(false)} partId={12} />);
    const video = screen.getByTestId('production-part-player') as HTMLVideoElement;
    expect(Array.from(video.querySelectorAll('track')).map((t) => [t.srclang, t.getAttribute('src')])).toEqual([
      ['zh-Hans', '/files/premium/clip-2.zh.vtt?sig=x'],
      ['en', '/files/premium/clip-2.en.vtt?sig=x'],
    ]);
    const lines = screen.getAllByTestId('lyric-line');
    expect(lines.map((l) => l.textContent)).toEqual([
      '渡船离岸The ferry pushes off',
      '桃花来过渡Taohua comes to cross',
    ]);
    let at = 6;
    Object.defineProperty(video, 'currentTime', {
      configurable: true,
      get: () => at,
      set: (v: number) => void (at = v),
    });
    video.play = () => Promise.resolve();
    fireEvent.timeUpdate(video);
    expect(lines.map((l) => l.dataset.active)).toEqual(['false', 'true']);
    fireEvent.click(lines[0]!);
    expect(at).toBe(1);
    expect(lines.map((l) => l.dataset.active)).toEqual(['true', 'false']);
  });
});
