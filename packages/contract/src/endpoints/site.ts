import { z } from 'zod';
import { ep } from '../endpoint.js';
import { limits } from '../limits.js';
import { newsDetail, newsItem, searchKeyword, systemNews } from '../models/content.js';
import { carouselItem, notice, sponsor, versionInfo } from '../models/site.js';
import { id, intLike, pageQuery, paged } from '../schemas.js';

export const siteEndpoints = {
  '/site/appCarousel/get': ep('/site/appCarousel/get', { result: z.array(carouselItem) }),
  '/site/appCarousel/get/{id}': ep('/site/appCarousel/get/{id}', {
    params: z.strictObject({ id: id }),
    result: carouselItem,
  }),
  '/site/feedback/add': ep('/site/feedback/add', {
    body: z.strictObject({
      content: z
        .string()
        .trim()
        .min(1, { error: 'msg.account.feedbackRequired' })
        .max(limits.textareaMax, { error: 'msg.account.feedbackTooLong' }),
    }),
    result: z.null(),
  }),
  '/site/news/get': ep('/site/news/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    body: z.strictObject({ keyword: searchKeyword }),
    result: paged(newsItem),
  }),
  '/site/news/get/{id}': ep('/site/news/get/{id}', { params: z.strictObject({ id: id }), result: newsDetail }),
  '/site/notice/get': ep('/site/notice/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(notice),
  }),
  '/site/notice/get/{id}': ep('/site/notice/get/{id}', { params: z.strictObject({ id: id }), result: notice }),
  '/site/systemNews/get': ep('/site/systemNews/get', {
    query: z.strictObject({ page: pageQuery.page, pageSize: pageQuery.pageSize }),
    result: paged(systemNews),
  }),
  '/site/systemNews/get/{id}': ep('/site/systemNews/get/{id}', {
    params: z.strictObject({ id: id }),
    result: systemNews,
  }),
  '/site/sponsor/getList': ep('/site/sponsor/getList', { result: z.array(sponsor) }),
  '/site/versionUpgrade/get': ep('/site/versionUpgrade/get', {
    body: z.strictObject({ versionCode: intLike(0, 1_000_000_000) }),
    result: versionInfo.nullable(),
  }),
} as const;
