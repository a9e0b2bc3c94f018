import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductionDetail } from '@nanhua/contract';
import { i18n } from '../../../lib/i18n';
import { CastAndSynopsis } from './cast-and-synopsis';
import { ProductionCastLink } from './production-cast-link';

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const noMedia = { image: null, media: null, subtitles: { zh: null, en: null }, lyrics: [] };

const lychee = (more: Partial<ProductionDetail> = {}): ProductionDetail => ({
  id: 1,
  title: 'The Lychee Mirror',
  summary: 'The romance of Chen San and Wu Niang.',
  poster: '/files/seed/p.webp',
  views: 3,
  partCount: 2,
  isPremium: false,
  publishedAt: '2026-11-01T00:00:00.000Z',
  description: '',
  locked: false,
  parts: [
    {
      id: 11,
      title: 'Scene 1: The Lantern Festival',
      content: 'Wu Niang and Yichun go out to see the lanterns.',
      sort: 1,
      locked: false,
      ...noMedia,
    },
    {
      id: 12,
      title: 'Scene 2: The Lychee from the Balcony',
      content: 'Wu Niang throws down lychees.',
      sort: 2,
      locked: false,
      ...noMedia,
    },
  ],
  cast: [
    { id: 1, role: 'Chen San', roleType: 'sheng', performer: 'Tan Bee Ling' },
    { id: 2, role: 'Huang Wu Niang', roleType: 'dan', performer: 'Lee Shu Hua' },
    { id: 3, role: 'Lin Da', roleType: 'chou', performer: 'Tay Kok Keong' },
    { id: 4, role: 'Offstage chorus', roleType: null, performer: 'Nam Hwa Opera chorus' },
  ],
  ...more,
});

afterEach(async () => {
  await i18n.changeLanguage('zh-Hans');
});

describe('a production’s cast and synopsis', () => {
  it('heads the page with the title, then the cast (role type, role, performer) and the scenes in order', async () => {
    await i18n.changeLanguage('en');
    inRouter(<CastAndSynopsis production={lychee()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The Lychee Mirror');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Cast',
      'The story, scene by scene',
    ]);
    const cast = within(screen.getByRole('region', { name: 'Cast' })).getAllByRole('listitem');
    expect(cast.map((r) => r.textContent)).toEqual([
      'Sheng (male role)Chen San, played by Tan Bee Ling',
      'Dan (female role)Huang Wu Niang, played by Lee Shu Hua',
      'Chou (clown)Lin Da, played by Tay Kok Keong',
      // No role type: no tag.
      'Offstage chorus, played by Nam Hwa Opera chorus',
    ]);
    const scenes = within(screen.getByRole('region', { name: 'The story, scene by scene' })).getAllByRole('listitem');
    expect(scenes.map((s) => within(s).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Scene 1: The Lantern Festival',
      'Scene 2: The Lychee from the Balcony',
    ]);
    expect(scenes[0]!.textContent).toContain('Wu Niang and Yichun go out to see the lanterns.');
    expect(within(scenes[1]!).getByRole('link').getAttribute('href')).toBe(
      '/pages/theatreUltimate/part?id=1&partId=12',
    );
    expect(screen.queryByTestId('cast-empty')).toBeNull();
  });

  it('in Chinese, the role types read 生 旦 丑', () => {
    inRouter(
      <CastAndSynopsis
        production={lychee({
          title: '荔镜记',
          cast: [
            { id: 1, role: '陈三', roleType: 'sheng', performer: '陈美玲' },
            { id: 2, role: '五娘', roleType: 'dan', performer: '李淑华' },
            { id: 3, role: '林大', roleType: 'chou', performer: '郑国强' },
          ],
        })}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['演员表', '分场剧情']);
    expect(screen.getAllByTestId('cast-role').map((r) => r.textContent)).toEqual([
      '生陈三，饰演者：陈美玲',
      '旦五娘，饰演者：李淑华',
      '丑林大，饰演者：郑国强',
    ]);
  });

  it('says the cast is not announced yet, and what to read meanwhile, when a production has none', async () => {
    await i18n.changeLanguage('en');
    inRouter(<CastAndSynopsis production={lychee({ cast: [] })} />);
    expect(screen.queryByTestId('cast-list')).toBeNull();
    expect(screen.getByTestId('cast-empty').textContent).toBe(
      'The cast has not been announced yetIt will be posted here before the performance. Meanwhile, read the story scene by scene below.',
    );
    // The scenes are still there.
    expect(screen.getAllByTestId('cast-scene')).toHaveLength(2);
  });

  it('a premium production: the cast for everyone, the lock in place of the scenes’ texts, their titles kept', () => {
    const locked = lychee({
      isPremium: true,
      locked: true,
      parts: lychee().parts.map((p) => ({ ...p, content: null, locked: true })),
    });
    inRouter(<CastAndSynopsis production={locked} lock={<p data-testid="lock">members</p>} />);
    expect(screen.getAllByTestId('cast-role')).toHaveLength(4);
    expect(screen.getByTestId('lock')).toBeTruthy();
    expect(screen.getAllByTestId('cast-scene').map((s) => s.textContent)).toEqual([
      'Scene 1: The Lantern Festival',
      'Scene 2: The Lychee from the Balcony',
    ]);
  });

  it('without scenes, says the description tells the story', () => {
    inRouter(<CastAndSynopsis production={lychee({ parts: [] })} />);
    expect(screen.getByTestId('scenes-empty').textContent).toBe('分场剧情尚未整理，剧目简介讲述了完整的故事。');
  });

  it('the link from a sale or a video names the production and opens its cast page', async () => {
    await i18n.changeLanguage('en');
    inRouter(<ProductionCastLink production={{ id: 7, title: 'Jin Hua Nü' }} />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Cast and synopsisJin Hua Nü');
    expect(link.getAttribute('href')).toBe('/pages/theatreUltimate/detail?id=7&section=cast');
  });
});
