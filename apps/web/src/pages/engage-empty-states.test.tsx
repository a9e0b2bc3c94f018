import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@nanhua/contract';
import { paged, signedInEnglish } from '../../test/harness';
import { createQueryClient } from '../lib/query-client';
import { setLocale } from '../lib/i18n';
import MyCollectionPage from './user-my-collection';
import MyCommentPage from './user-my-comment';
import MyVotesPage from './vote-my-votes';

const fetchMock = vi.fn<typeof fetch>();
signedInEnglish(fetchMock);

/** Where a link led: the page at that path stands in as its address. */
function Landed() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{pathname}</p>;
}

async function open(Page: ComponentType, locale: Locale) {
  await setLocale(locale);
  fetchMock.mockImplementation(async () => paged([]));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<Page />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The empty state `testId` shows `text`; its action is named `label` and opens `to`. */
async function expectEmpty(testId: string, text: string, label: string, to: string) {
  const empty = await screen.findByTestId(testId);
  expect(within(empty).getByTestId('empty').textContent).toContain(text);
  expect(empty.textContent).not.toContain('stay tuned');
  expect(empty.textContent).not.toContain('敬请期待');
  const action = within(empty).getByTestId('empty-action');
  expect(action.textContent).toBe(label);
  await act(async () => void fireEvent.click(action));
  expect((await screen.findByTestId('landed')).textContent).toBe(to);
}

const tab = async (family: string) => act(async () => void fireEvent.click(await screen.findByTestId(`tab-${family}`)));

type Case = [string, string, string, string];
const favourites: Record<Locale, Case[]> = {
  en: [
    ['sale', 'Tap ☆ on a performance’s ticket page to keep it here.', 'Browse performances', '/pages/ticket/index'],
    ['product', 'Tap ☆ on a product page to keep it here.', 'Browse the shop', '/pages/shopProduct/index'],
    [
      'knowledge',
      'Tap ♡ on a lesson in Learning Resources to keep it here.',
      'Browse Learning Resources',
      '/pages/knowledge/index',
    ],
    ['video', 'Tap ♡ on a video to keep it here.', 'Browse videos', '/pages/video/index'],
    [
      'theatreUltimate',
      'Tap ♡ on a scene of a Spectacular Production to keep it here.',
      'Browse productions',
      '/pages/theatreUltimate/index',
    ],
  ],
  'zh-Hans': [
    ['sale', '在演出的购票页点 ☆，即可收藏到这里', '去看演出', '/pages/ticket/index'],
    ['product', '在商品详情页点 ☆，即可收藏到这里', '去逛商城', '/pages/shopProduct/index'],
    ['knowledge', '在学习资源的课程页点 ♡，即可收藏到这里', '去看学习资源', '/pages/knowledge/index'],
    ['video', '在视频页点 ♡，即可收藏到这里', '去看视频', '/pages/video/index'],
    ['theatreUltimate', '在精品剧目的分场页点 ♡，即可收藏到这里', '去看精品剧目', '/pages/theatreUltimate/index'],
  ],
};
const comments: Record<Locale, Case[]> = {
  en: [
    [
      'knowledge',
      'Your comments on lessons show here. Open a lesson in Learning Resources and write one under Comments.',
      'Browse Learning Resources',
      '/pages/knowledge/index',
    ],
    [
      'video',
      'Your comments on videos show here. Open a video and write one under Comments.',
      'Browse videos',
      '/pages/video/index',
    ],
    [
      'theatreUltimate',
      'Your comments on Spectacular Productions show here. Open a scene and write one under Comments.',
      'Browse productions',
      '/pages/theatreUltimate/index',
    ],
  ],
  'zh-Hans': [
    [
      'knowledge',
      '你对课程的评论会显示在这里。打开学习资源中的一节课，在评论区写下你的看法吧',
      '去看学习资源',
      '/pages/knowledge/index',
    ],
    ['video', '你对视频的评论会显示在这里。打开一个视频，在评论区写下你的看法吧', '去看视频', '/pages/video/index'],
    [
      'theatreUltimate',
      '你对精品剧目的评论会显示在这里。打开一个分场，在评论区写下你的看法吧',
      '去看精品剧目',
      '/pages/theatreUltimate/index',
    ],
  ],
};

describe('issue 34: each empty list says what to tap to fill it, and its action leads there', () => {
  for (const locale of ['zh-Hans', 'en'] as const) {
    describe(locale, () => {
      it.each(favourites[locale])('My Favourites, tab %s', async (family, text, label, to) => {
        await open(MyCollectionPage, locale);
        if (family !== 'sale') await tab(family);
        await expectEmpty(`favourites-empty-${family}`, text, label, to);
      });

      it.each(comments[locale])('My Comments, tab %s', async (family, text, label, to) => {
        await open(MyCommentPage, locale);
        if (family !== 'knowledge') await tab(family);
        await expectEmpty(`comments-empty-${family}`, text, label, to);
      });

      it('My Votes', async () => {
        await open(MyVotesPage, locale);
        await expectEmpty(
          'my-votes-empty',
          locale === 'en'
            ? 'The votes and surveys you take part in show here. Choose an option in one and submit it.'
            : '你参与过的投票与调查会显示在这里。选择一项投票或调查，选好后提交即可',
          locale === 'en' ? 'See votes and surveys' : '去看投票与调查',
          '/pages/vote/index',
        );
      });
    });
  }
});
