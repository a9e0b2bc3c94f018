import { describe, expectTypeOf, it } from 'vitest';
import type { Notice, Order, ShopOrder, Sponsor, TokenPair, VersionInfo } from '@nanhua/contract';
import { request, type CallResult, type RequestInput } from '../src/index.js';

/** Type-level checks: `npm run typecheck` fails when request stops typing inputs and results from the contract. */
describe('request is typed by the contract', () => {
  it('results', () => {
    expectTypeOf<CallResult<'/site/sponsor/getList'>>().toEqualTypeOf<Sponsor[]>();
    expectTypeOf<CallResult<'/site/notice/get/{id}'>>().toEqualTypeOf<Notice>();
    expectTypeOf<CallResult<'/site/versionUpgrade/get'>>().toEqualTypeOf<VersionInfo | null>();
    expectTypeOf<CallResult<'/usercenter/user/login'>>().toEqualTypeOf<TokenPair>();
    // A union of paths with the same inputs resolves to the union of their results.
    expectTypeOf<CallResult<'/ticket/order/getByOrderNo' | '/shop/order/getByOrderNo'>>().toEqualTypeOf<
      Order | ShopOrder
    >();
    expectTypeOf(request<'/site/sponsor/getList'>).returns.resolves.toEqualTypeOf<Sponsor[]>();
  });

  it('inputs', () => {
    expectTypeOf<NonNullable<RequestInput<'/site/versionUpgrade/get'>['body']>>().toHaveProperty('versionCode');
    expectTypeOf<RequestInput<'/usercenter/user/uploadCustomAvatar'>['body']>().toEqualTypeOf<FormData | undefined>();
  });

  it('staff content families: generated rows stay typed (issue 13)', () => {
    expectTypeOf<CallResult<'/admin/news/list'>['items'][number]['titleEn']>().toEqualTypeOf<string>();
    expectTypeOf<CallResult<'/admin/news/get/{id}'>['cover']>().toEqualTypeOf<string | null>();
    expectTypeOf<CallResult<'/admin/news/delete/{id}'>>().toEqualTypeOf<null>();
    expectTypeOf<NonNullable<RequestInput<'/admin/news/list'>['query']>['q']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<RequestInput<'/admin/news/create'>['body']>['titleZh']>().toEqualTypeOf<string>();
    expectTypeOf<RequestInput<'/admin/sponsor/update/{id}'>['params']>().toEqualTypeOf<{ id: string | number }>();
    const never = (): void => {
      // @ts-expect-error Chinese is required on create
      void request('/admin/news/create', { body: { titleEn: 'x' } });
      // @ts-expect-error a path parameter is required
      void request('/admin/news/update/{id}', { body: {} });
    };
    expectTypeOf(never).toBeFunction();
  });

  it('refuses what the contract refuses (checked by tsc, never run)', () => {
    const never = (): void => {
      // @ts-expect-error a path the contract does not have
      void request('/no/such/call');
      // @ts-expect-error a path parameter is required
      void request('/site/notice/get/{id}');
      // @ts-expect-error the body field has the wrong type
      void request('/site/versionUpgrade/get', { body: { versionCode: [] } });
      // @ts-expect-error a call without a body takes none
      void request('/site/sponsor/getList', { body: { x: 1 } });
      // @ts-expect-error a multipart call takes FormData
      void request('/usercenter/user/uploadCustomAvatar', { body: { file: 'x' } });
    };
    expectTypeOf(never).toBeFunction();
  });
});
