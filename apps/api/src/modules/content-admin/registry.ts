import { ticketInfos, ticketNews, ticketSales } from '../../db/schema/commerce.js';
import { theatreEnrollments, voteBallots, votes } from '../../db/schema/engagement.js';
import {
  knowledgeCategories,
  knowledgeItems,
  knowledgeParts,
  productionParts,
  productionRoles,
  productions,
  theatres,
  videoCategories,
  videos,
} from '../../db/schema/content.js';
import { aboutPages, appCarousels, appVersions, news, notices, sponsors, systemNews } from '../../db/schema/site.js';
import { refuse } from '../../lib/errors.js';
import type { Family, Row } from './family.js';
import { exists } from './repository.js';
import { voteOptionChildren } from './vote-options.js';

/** A window's end after its start (performances, votes). */
const endAfterStart = (r: Row) =>
  r.startAt instanceof Date && r.endAt instanceof Date && r.endAt <= r.startAt
    ? refuse('msg.content.windowOrder')
    : undefined;

/** The production a performance stages or a video shows, when one is given, must exist (null clears it). */
const productionGiven = async (tx: Parameters<NonNullable<Family['check']>>[0], _id: number | null, r: Row) =>
  typeof r.productionId === 'number' && !(await exists(tx, productions, productions.id, r.productionId))
    ? refuse('msg.content.productionNotFound')
    : undefined;

/** Every content family the staff edit through the one generic service (issue 13). */
export const families: readonly Family[] = [
  {
    name: 'notice',
    table: notices,
    id: notices.id,
    search: [notices.titleZh, notices.titleEn],
    sorts: { publishedAt: notices.publishedAt, id: notices.id },
    defaultSort: ['publishedAt', 'desc'],
    published: notices.published,
    rich: ['contentZh', 'contentEn'],
  },
  {
    name: 'news',
    table: news,
    id: news.id,
    search: [news.titleZh, news.titleEn, news.summaryZh, news.summaryEn],
    sorts: { publishedAt: news.publishedAt, id: news.id },
    defaultSort: ['publishedAt', 'desc'],
    published: news.published,
    rich: ['contentZh', 'contentEn'],
  },
  {
    name: 'sponsor',
    table: sponsors,
    id: sponsors.id,
    search: [sponsors.nameZh, sponsors.nameEn],
    sorts: { sort: sponsors.sort, id: sponsors.id },
    defaultSort: ['sort', 'asc'],
    published: sponsors.published,
  },
  {
    name: 'appCarousel',
    table: appCarousels,
    id: appCarousels.id,
    search: [appCarousels.titleZh, appCarousels.titleEn],
    sorts: { sort: appCarousels.sort, id: appCarousels.id },
    defaultSort: ['sort', 'asc'],
    published: appCarousels.published,
  },
  {
    name: 'systemNews',
    table: systemNews,
    id: systemNews.id,
    search: [systemNews.titleZh, systemNews.titleEn],
    sorts: { publishedAt: systemNews.publishedAt, id: systemNews.id },
    defaultSort: ['publishedAt', 'desc'],
    published: systemNews.published,
    rich: ['contentZh', 'contentEn'],
  },
  {
    name: 'ticketNews',
    table: ticketNews,
    id: ticketNews.id,
    search: [ticketNews.titleZh, ticketNews.titleEn],
    sorts: { publishedAt: ticketNews.publishedAt, id: ticketNews.id },
    defaultSort: ['publishedAt', 'desc'],
    published: ticketNews.published,
    rich: ['contentZh', 'contentEn'],
  },
  {
    name: 'ticketInfo',
    table: ticketInfos,
    id: ticketInfos.id,
    search: [ticketInfos.titleZh, ticketInfos.titleEn],
    filters: { type: ticketInfos.type },
    sorts: { sort: ticketInfos.sort, id: ticketInfos.id },
    defaultSort: ['sort', 'asc'],
    rich: ['contentZh', 'contentEn'],
  },
  {
    name: 'versionUpgrade',
    table: appVersions,
    id: appVersions.id,
    search: [appVersions.versionName, appVersions.descriptionZh, appVersions.descriptionEn],
    sorts: { versionCode: appVersions.versionCode, id: appVersions.id },
    defaultSort: ['versionCode', 'desc'],
    unique: { field: 'versionCode', column: appVersions.versionCode },
  },
  {
    name: 'knowledgeCategory',
    table: knowledgeCategories,
    id: knowledgeCategories.id,
    search: [knowledgeCategories.nameZh, knowledgeCategories.nameEn],
    sorts: { sort: knowledgeCategories.sort, id: knowledgeCategories.id },
    defaultSort: ['sort', 'asc'],
    usedBy: [{ table: knowledgeItems, column: knowledgeItems.cateId }],
  },
  {
    name: 'videoCategory',
    table: videoCategories,
    id: videoCategories.id,
    search: [videoCategories.nameZh, videoCategories.nameEn],
    sorts: { sort: videoCategories.sort, id: videoCategories.id },
    defaultSort: ['sort', 'asc'],
    usedBy: [{ table: videos, column: videos.cateId }],
  },
  {
    name: 'production',
    table: productions,
    id: productions.id,
    search: [productions.titleZh, productions.titleEn, productions.summaryZh, productions.summaryEn],
    sorts: { publishedAt: productions.publishedAt, id: productions.id },
    defaultSort: ['publishedAt', 'desc'],
    published: productions.published,
  },
  {
    name: 'productionPart',
    table: productionParts,
    id: productionParts.id,
    search: [productionParts.titleZh, productionParts.titleEn],
    filters: { productionId: productionParts.productionId },
    sorts: { sort: productionParts.sort, id: productionParts.id },
    defaultSort: ['sort', 'asc'],
    parent: { field: 'productionId', table: productions, id: productions.id },
  },
  {
    name: 'productionRole',
    table: productionRoles,
    id: productionRoles.id,
    search: [productionRoles.roleZh, productionRoles.roleEn, productionRoles.performerZh, productionRoles.performerEn],
    filters: { productionId: productionRoles.productionId },
    sorts: { sort: productionRoles.sort, id: productionRoles.id },
    defaultSort: ['sort', 'asc'],
    parent: { field: 'productionId', table: productions, id: productions.id },
  },
  {
    name: 'knowledge',
    table: knowledgeItems,
    id: knowledgeItems.id,
    search: [knowledgeItems.titleZh, knowledgeItems.titleEn, knowledgeItems.summaryZh, knowledgeItems.summaryEn],
    filters: {
      cateId: knowledgeItems.cateId,
      isPremium: knowledgeItems.isPremium,
      inCarousel: knowledgeItems.inCarousel,
    },
    sorts: { publishedAt: knowledgeItems.publishedAt, id: knowledgeItems.id },
    defaultSort: ['publishedAt', 'desc'],
    published: knowledgeItems.published,
    parent: { field: 'cateId', table: knowledgeCategories, id: knowledgeCategories.id },
  },
  {
    name: 'knowledgePart',
    table: knowledgeParts,
    id: knowledgeParts.id,
    search: [knowledgeParts.titleZh, knowledgeParts.titleEn],
    filters: { knowledgeId: knowledgeParts.knowledgeId },
    sorts: { sort: knowledgeParts.sort, id: knowledgeParts.id },
    defaultSort: ['sort', 'asc'],
    parent: { field: 'knowledgeId', table: knowledgeItems, id: knowledgeItems.id },
  },
  {
    name: 'video',
    table: videos,
    id: videos.id,
    search: [videos.titleZh, videos.titleEn, videos.summaryZh, videos.summaryEn],
    filters: { cateId: videos.cateId, isPremium: videos.isPremium, inCarousel: videos.inCarousel },
    sorts: { publishedAt: videos.publishedAt, id: videos.id },
    defaultSort: ['publishedAt', 'desc'],
    published: videos.published,
    parent: { field: 'cateId', table: videoCategories, id: videoCategories.id },
    check: productionGiven,
  },
  {
    name: 'about',
    table: aboutPages,
    id: aboutPages.id,
    search: [aboutPages.titleZh, aboutPages.titleEn],
    sorts: { sort: aboutPages.sort, id: aboutPages.id },
    defaultSort: ['sort', 'asc'],
    // Fixed items (the contract declares no create or delete for them).
    rich: ['contentZh', 'contentEn'],
  },
  {
    name: 'performance',
    table: theatres,
    id: theatres.id,
    search: [theatres.titleZh, theatres.titleEn],
    filters: { takesRegistration: theatres.takesRegistration },
    sorts: { startAt: theatres.startAt, id: theatres.id },
    defaultSort: ['startAt', 'desc'],
    published: theatres.published,
    usedBy: [
      { table: theatreEnrollments, column: theatreEnrollments.theatreId },
      { table: ticketSales, column: ticketSales.theatreId },
    ],
    validate: (r) =>
      endAfterStart(r) ??
      (typeof r.capacity === 'number' && typeof r.registered === 'number' && r.capacity < r.registered
        ? refuse('msg.content.capacityBelowRegistered', { count: r.registered })
        : undefined),
    check: productionGiven,
  },
  {
    name: 'vote',
    table: votes,
    id: votes.id,
    search: [votes.titleZh, votes.titleEn],
    sorts: { startAt: votes.startAt, id: votes.id },
    defaultSort: ['startAt', 'desc'],
    published: votes.published,
    usedBy: [{ table: voteBallots, column: voteBallots.voteId }],
    children: voteOptionChildren,
    validate: (r, options) =>
      endAfterStart(r) ?? (Number(r.maxSelect ?? 1) > options ? refuse('msg.content.maxSelect') : undefined),
  },
];

export const familyByName = new Map(families.map((f) => [f.name, f]));
