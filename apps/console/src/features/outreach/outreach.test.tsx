import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { mockApi, ok, renderOne, signedIn } from '../../../test/harness';
import BroadcastPage from '../../pages/broadcast';
import ModerationPage from '../../pages/moderation';
import { setLocale } from '../../lib/i18n';
import { Dashboard } from './dashboard';

// A chart mounted by a test loads chart.js lazily (chart.tsx); the file must not end while that import is
// still on its way, or vitest reports it as an unhandled error after the environment is torn down.
afterAll(() => import('./chart-lib'));

const sent = {
  id: 5,
  actor: { id: 1, name: '客服' },
  audience: 'tier',
  tier: 2,
  performanceId: null,
  titleZh: '通知',
  titleEn: '',
  bodyZh: '今晚开演',
  bodyEn: '',
  recipients: 7,
  createdAt: '2026-11-21T02:00:00Z',
};

describe('broadcast page', () => {
  it('counts the audience, previews both languages (English falls back), confirms, and sends once with a client token', async () => {
    signedIn();
    const api = mockApi({
      '/admin/broadcast/list': ok({ items: [], total: 0, page: 1, size: 20 }),
      '/admin/broadcast/preview': (_u, init) =>
        ok({ count: JSON.parse(String(init.body)).audience === 'tier' ? 7 : 120 }),
      '/admin/broadcast/send': ok(sent),
    });
    await renderOne(<BroadcastPage />, 'en');
    await waitFor(() => expect(screen.getByTestId('broadcast-count').textContent).toBe('Goes to 120 members'));
    fireEvent.click(screen.getByLabelText('Members of a tier'));
    fireEvent.mouseDown(within(await screen.findByTestId('broadcast-tier')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Annual member'));
    await waitFor(() => expect(screen.getByTestId('broadcast-count').textContent).toBe('Goes to 7 members'));
    fireEvent.change(screen.getByTestId('broadcast-title-zh'), { target: { value: '通知' } });
    fireEvent.change(screen.getByTestId('broadcast-body-zh'), { target: { value: '今晚开演' } });
    await waitFor(() =>
      expect(within(screen.getByTestId('broadcast-preview')).getByText('English · 通知')).toBeTruthy(),
    );
    fireEvent.click(screen.getByTestId('broadcast-send'));
    expect(await screen.findByText('It goes to 7 members and cannot be recalled.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('broadcast-confirm'));
    expect(await screen.findByText('Sent to 7 members')).toBeTruthy();
    const sends = api.calls.filter((c) => c.path === '/admin/broadcast/send');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.body).toMatchObject({ audience: 'tier', tier: 2, titleZh: '通知', bodyZh: '今晚开演' });
    expect((sends[0]!.body as { clientToken: string }).clientToken).toMatch(/^[\w-]{8,64}$/);
    expect(screen.getByTestId('broadcast-history')).toBeTruthy();
  });
});

const item = {
  kind: 'mark',
  id: 3,
  family: 'video',
  targetId: 9,
  targetTitle: '荔镜记选段',
  markId: null,
  author: { id: 4, name: '阿美', email: 'a@x.sg' },
  content: '难听',
  hidden: false,
  locked: false,
  createdAt: '2026-11-21T02:00:00Z',
};

describe('moderation page', () => {
  it('lists comments with family, item, author and text, and hides one with a reason (required)', async () => {
    signedIn();
    const api = mockApi({
      '/admin/moderation/comments': ok({ items: [item], total: 1, page: 1, size: 20 }),
      '/admin/moderation/hide/mark/3': ok({ ...item, hidden: true }),
    });
    await renderOne(<ModerationPage />, 'zh-Hans');
    expect(await screen.findByText('难听')).toBeTruthy();
    expect(screen.getByText('视频')).toBeTruthy();
    expect(screen.getByText('荔镜记选段')).toBeTruthy();
    fireEvent.click(screen.getByTestId('moderation-hide'));
    fireEvent.click(await screen.findByTestId('moderation-confirm'));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    fireEvent.change(screen.getByTestId('moderation-reason'), { target: { value: '人身攻击' } });
    fireEvent.click(screen.getByTestId('moderation-confirm'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/admin/moderation/hide/mark/3')).toBe(true));
    expect(api.calls.find((c) => c.path === '/admin/moderation/hide/mark/3')!.body).toEqual({
      reason: '人身攻击',
      hidden: true,
    });
  });
});

describe('a language switch', () => {
  it('fetches the shown list again in the new language (the server names the item in it)', async () => {
    signedIn();
    const api = mockApi({
      '/admin/moderation/comments': (_u, init) => {
        const en = (init.headers as Record<string, string>)['Accept-Language'] === 'en';
        return ok({
          items: [{ ...item, targetTitle: en ? 'The Lychee Mirror (excerpt)' : '荔镜记选段' }],
          total: 1,
          page: 1,
          size: 20,
        });
      },
    });
    await renderOne(<ModerationPage />, 'zh-Hans');
    expect(await screen.findByText('荔镜记选段')).toBeTruthy();
    await act(() => setLocale('en'));
    expect(await screen.findByText('The Lychee Mirror (excerpt)')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/admin/moderation/comments')).toHaveLength(2);
  });
});

describe('dashboard', () => {
  it('says what to do next when nothing sold in 30 days and no performance is coming', async () => {
    signedIn();
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      ticketCents: 0,
      shopCents: 0,
      memberCents: 0,
    }));
    mockApi({
      '/admin/dashboard/summary': ok({ salesPerDay: days, seatsPerPerformance: [], membersByTier: [], feedbackDue: 0 }),
    });
    await renderOne(<Dashboard />, 'en');
    expect((await screen.findByTestId('no-sales')).textContent).toContain('No sales in the last 30 days yet');
    expect(screen.queryByTestId('chart-sales')).toBeNull();
    expect(
      screen.getByText('No upcoming performance. Once a ticket sale is created, its seats show here.'),
    ).toBeTruthy();
  });
});
