import { endpoints, engageFamilies } from '@nanhua/contract';
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

/** A target named by its family's field (SPEC §7: partId for lessons and parts, videoId for videos). */
type Target = { partId: number } | { videoId: number };
const target = (o: Target) => ('partId' in o ? o.partId : o.videoId);
const optTarget = (o: Partial<{ partId: number }> | Partial<{ videoId: number }>) =>
  'partId' in o ? o.partId : 'videoId' in o ? o.videoId : undefined;
/** The comment whose replies are read: `markId` (lessons) or `id` (videos, parts). */
const markOf = (p: { markId: number } | { id: number }) => ('markId' in p ? p.markId : p.id);
const paging = (q: { page: number; pageSize: number }) => ({ page: q.page, pageSize: q.pageSize });

/**
 * The one registrar of the engagement calls: the same handlers bound to each family's paths. Each
 * handler sees the union of the three families' contract types (no widening, no casts), so a field
 * renamed in the contract fails tsc here.
 */
export function registerEngagementRoutes(route: Registrar, s: EngagementService) {
  for (const family of engageFamilies) {
    const e = paths[family];
    route(e.replies, async ({ params, user, locale }) => s.replies(family, markOf(params), user, locale));
    route(e.reply, async ({ body, user, locale }) => s.reply(family, user, body.markId, body.content, locale));
    route(e.list, async ({ query, user, locale }) => s.list(family, optTarget(query), paging(query), user, locale));
    route(e.byMember, async ({ query, user, locale }) =>
      s.byMember(
        family,
        { ...paging(query), email: query.email, queryMarkLength: query.queryMarkLength },
        user,
        locale,
      ),
    );
    route(e.one, async ({ params, user, locale }) => s.one(family, params.id, user, locale));
    route(e.create, async ({ body, user, locale }) => s.create(family, user, target(body), body.content, locale));
    route(e.remove, async ({ body, user }) => s.remove(family, user, body.id));
    route(e.likes, async ({ query, user, locale }) => s.likes(family, user, optTarget(query), paging(query), locale));
    route(e.like, async ({ body, user }) => s.like(family, user, target(body)));
    route(e.unlike, async ({ body, user }) => s.unlike(family, user, target(body)));
  }
}
