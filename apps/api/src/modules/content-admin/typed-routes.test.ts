/**
 * Type-level proof (issue 36 item 3) that the generic registrations keep the contract's types: the
 * handlers of the content-admin and engagement loops see each family's exact params, query and body, so
 * a field renamed in the contract, a wrong field name or a wrong id type fails `npm run typecheck`
 * (tsc covers this file; at run time its checks are no-ops).
 */
import type { ContentFamily, EditableContentFamily, endpoints } from '@nanhua/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { HandlerCtx } from '../../http/route.js';
import type { EngagementService } from '../engagement/service.js';
import type { ItemOf } from './family.js';
import type { ContentAdminService } from './service.js';

type Calls = typeof endpoints;
/** What a handler of the content-admin loop receives: the union over the families of one call. */
type AdminCtx<Call extends string> = HandlerCtx<Calls[`/admin/${ContentFamily}/${Call}` & keyof Calls]>;

describe('typed generic families', () => {
  it('content-admin handlers see the contract’s params, query and body', () => {
    expectTypeOf<AdminCtx<'get/{id}'>['params']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<AdminCtx<'list'>['query']['page']>().toEqualTypeOf<number>();
    expectTypeOf<HandlerCtx<Calls['/admin/news/create']>['body']['titleZh']>().toEqualTypeOf<string>();
    expectTypeOf<HandlerCtx<Calls['/admin/vote/update/{id}']>['body']>().toHaveProperty('options');
    // The service answers the family's own item type.
    expectTypeOf<ItemOf<'news'>>().toHaveProperty('titleZh');
    expectTypeOf<ItemOf<'news'>['id']>().toEqualTypeOf<number>();
    expectTypeOf<Parameters<ContentAdminService['get']>[1]>().toEqualTypeOf<number>();
  });

  it('engagement handlers see each family’s own field names', () => {
    expectTypeOf<HandlerCtx<Calls['/video/zan/like']>['body']>().toEqualTypeOf<{ videoId: number }>();
    expectTypeOf<HandlerCtx<Calls['/knowledge/zan/like']>['body']>().toEqualTypeOf<{ partId: number }>();
    expectTypeOf<HandlerCtx<Calls['/knowledge/markReply/get/{markId}']>['params']>().toEqualTypeOf<{
      markId: number;
    }>();
  });

  it('a wrong field name or id type does not compile', () => {
    // Never called: only tsc reads these bodies.
    const wrong = (
      content: ContentAdminService,
      s: EngagementService,
      get: AdminCtx<'get/{id}'>,
      news: HandlerCtx<Calls['/admin/news/update/{id}']>,
      like: HandlerCtx<Calls['/video/zan/like']>,
      replies: HandlerCtx<Calls['/knowledge/markReply/get/{markId}']>,
    ) => [
      // @ts-expect-error -- a content item's id is `id`, not `itemId`
      content.get('news', get.params.itemId),
      // @ts-expect-error -- an id is a number: a string id does not compile
      content.get('news', String(get.params.id)),
      // @ts-expect-error -- no such field in the news form
      news.body.headline,
      // @ts-expect-error -- the about pages are fixed: no create call
      content.create('about', {}, 1),
      // @ts-expect-error -- a video's like names `videoId`, not `partId`
      s.like('video', like.user, like.body.partId),
      // @ts-expect-error -- a lesson's replies are read by `markId`, not `id`
      s.replies('knowledge', replies.params.id, replies.user, replies.locale),
    ];
    expectTypeOf(wrong).toBeFunction();
    expectTypeOf<'about'>().not.toExtend<EditableContentFamily>();
  });
});
