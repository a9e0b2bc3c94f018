import { endpoints, targetKeys, type EngageFamily, type Endpoint } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { EngagementService } from './service.js';

/** The SPEC paths of one family's comments, replies and likes, in one fixed order. */
const paths = {
  knowledge: {
    replies: endpoints['/knowledge/markReply/get/{markId}'],
    reply: endpoints['/knowledge/markReply/save'],
    list: endpoints['/knowledge/mark/get'],
    byMember: endpoints['/knowledge/mark/getByEmail'],
    one: endpoints['/knowledge/mark/get/{id}'],
    create: endpoints['/knowledge/mark/mark'],
    remove: endpoints['/knowledge/mark/delete'],
    likes: endpoints['/knowledge/zan/get'],
    like: endpoints['/knowledge/zan/like'],
    unlike: endpoints['/knowledge/zan/unlike'],
  },
  video: {
    replies: endpoints['/video/markReply/get/{id}'],
    reply: endpoints['/video/markReply/save'],
    list: endpoints['/video/mark/get'],
    byMember: endpoints['/video/mark/getByEmail'],
    one: endpoints['/video/mark/get/{id}'],
    create: endpoints['/video/mark/mark'],
    remove: endpoints['/video/mark/delete'],
    likes: endpoints['/video/zan/get'],
    like: endpoints['/video/zan/like'],
    unlike: endpoints['/video/zan/unlike'],
  },
  theatreUltimate: {
    replies: endpoints['/theatre/theatreUltimateMarkReply/get/{id}'],
    reply: endpoints['/theatre/theatreUltimateMarkReply/save'],
    list: endpoints['/theatre/theatreUltimateMark/get'],
    byMember: endpoints['/theatre/theatreUltimateMark/getByEmail'],
    one: endpoints['/theatre/theatreUltimateMark/get/{id}'],
    create: endpoints['/theatre/theatreUltimateMark/mark'],
    remove: endpoints['/theatre/theatreUltimateMark/delete'],
    likes: endpoints['/theatre/theatreUltimateZan/get'],
    like: endpoints['/theatre/theatreUltimateZan/like'],
    unlike: endpoints['/theatre/theatreUltimateZan/unlike'],
  },
} as const;

type Fields = Record<string, unknown>;
/** The contract has validated every input already; the families differ only in field names. */
const num = (o: unknown, key: string) => (o as Fields)[key] as number;
const optNum = (o: unknown, key: string) => (o as Fields)[key] as number | undefined;
const paging = (q: unknown) => ({ page: num(q, 'page'), pageSize: num(q, 'pageSize') });

/**
 * The one registrar of the engagement calls: the same handlers bound to each family's paths. The
 * endpoints are widened to `Endpoint` because their field names differ (partId / videoId, id / markId).
 */
export function registerEngagementRoutes(route: Registrar, s: EngagementService) {
  for (const family of Object.keys(paths) as EngageFamily[]) {
    const e: Record<keyof (typeof paths)['video'], Endpoint> = paths[family];
    const key = targetKeys[family];
    route(e.replies, async ({ params, user, locale }) =>
      s.replies(family, num(params, 'markId') ?? num(params, 'id'), user, locale),
    );
    route(e.reply, async ({ body, user, locale }) =>
      s.reply(family, user!, num(body, 'markId'), (body as Fields).content as string, locale),
    );
    route(e.list, async ({ query, user, locale }) => s.list(family, optNum(query, key), paging(query), user, locale));
    route(e.byMember, async ({ query, user, locale }) =>
      s.byMember(
        family,
        {
          ...paging(query),
          email: (query as Fields).email as string | undefined,
          queryMarkLength: optNum(query, 'queryMarkLength'),
        },
        user!,
        locale,
      ),
    );
    route(e.one, async ({ params, user, locale }) => s.one(family, num(params, 'id'), user, locale));
    route(e.create, async ({ body, user, locale }) =>
      s.create(family, user!, num(body, key), (body as Fields).content as string, locale),
    );
    route(e.remove, async ({ body, user }) => s.remove(family, user!, num(body, 'id')));
    route(e.likes, async ({ query, user, locale }) =>
      s.likes(family, user!, optNum(query, key), paging(query), locale),
    );
    route(e.like, async ({ body, user }) => s.like(family, user!, num(body, key)));
    route(e.unlike, async ({ body, user }) => s.unlike(family, user!, num(body, key)));
  }
}
