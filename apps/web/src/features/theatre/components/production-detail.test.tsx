import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductionDetail as Detail } from '@nanhua/contract';
import '../../../lib/i18n';
import { ProductionDetail, ProductionPart } from './production-detail';

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
    { id: 11, title: '第一场', content: locked ? null : '春日出游', image: null, sort: 1, locked },
    { id: 12, title: '第二场', content: locked ? null : '花园相会', image: null, sort: 2, locked },
  ],
});

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('premium productions', () => {
  it('a locked production shows the lock and marks its scenes', () => {
    inRouter(<ProductionDetail production={production(true)} lock={<p data-testid="lock">lock</p>} badge={<span data-testid="badge">VIP</span>} />);
    expect(screen.getByTestId('lock')).toBeTruthy();
    expect(screen.getAllByTestId('badge')).toHaveLength(2);
  });

  it('a locked scene shows the lock in place of its text; an open one shows the text', () => {
    const { unmount } = inRouter(<ProductionPart production={production(true)} partId={11} lock={<p data-testid="lock">lock</p>} />);
    expect(screen.getByTestId('lock')).toBeTruthy();
    expect(screen.queryByTestId('production-part-content')).toBeNull();
    unmount();
    inRouter(<ProductionPart production={production(false)} partId={11} lock={<p data-testid="lock">lock</p>} />);
    expect(screen.queryByTestId('lock')).toBeNull();
    expect(screen.getByTestId('production-part-content').textContent).toBe('春日出游');
  });

  it('an open production shows neither lock nor badges', () => {
    inRouter(<ProductionDetail production={production(false)} lock={<p data-testid="lock">lock</p>} badge={<span data-testid="badge">VIP</span>} />);
    expect(screen.queryByTestId('lock')).toBeNull();
    expect(screen.queryByTestId('badge')).toBeNull();
  });
});
