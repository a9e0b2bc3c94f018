import { request } from '@nanhua/client';
import type { ListPage, StaffFamily } from '../../lib/staff-call';
import '../../lib/client';
import type { ContentRow } from './types';

type Body = Record<string, unknown>;
const call = request as (path: string, input?: object) => Promise<unknown>;

/**
 * The staff calls of one content family. The content list takes `sort` (a key) and `order`
 * (asc/desc), so the list page's '-key' becomes `sort=key&order=desc`; filters go as they are
 * ('true'/'false' for flags, ids as digits).
 */
export function contentFamily(name: string): StaffFamily<ContentRow, Body> {
  const path = (s: string) => `/admin/${name}/${s}`;
  return {
    key: `content/${name}`,
    async list(q, signal) {
      const desc = q.sort?.startsWith('-') ?? false;
      const sort = q.sort ? q.sort.replace(/^-/, '') : undefined;
      const query = {
        page: q.page,
        size: Math.min(q.size, 100),
        q: q.q || undefined,
        sort,
        order: sort ? (desc ? 'desc' : 'asc') : undefined,
        ...q.filters,
      };
      const page = (await call(path('list'), { query, signal })) as ListPage<ContentRow>;
      return { items: page.items, total: page.total };
    },
    get: (id, signal) => call(path('get/{id}'), { params: { id }, signal }) as Promise<ContentRow>,
    create: (body) => call(path('create'), { body }) as Promise<ContentRow>,
    update: (id, body) => call(path('update/{id}'), { params: { id }, body }) as Promise<ContentRow>,
    remove: (id) => call(path('delete/{id}'), { params: { id } }),
  };
}
