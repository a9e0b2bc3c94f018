import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { VoteService } from './service.js';

export function registerVoteRoutes(route: Registrar, votes: VoteService) {
  route(endpoints['/vote/vote/get'], ({ query, locale }) => votes.list(query, locale));
  route(endpoints['/vote/vote/get/{id}'], ({ params, locale }) => votes.get(params.id, locale));
  route(endpoints['/vote/vote/getMyVoteResult'], ({ body, user }) => votes.mine(user, body.id));
  route(endpoints['/vote/vote/getMyVoteResultList'], ({ query, user, locale }) => votes.myList(user, query, locale));
  route(endpoints['/vote/vote/doVote'], ({ body, user }) => votes.vote(user, body));
  route(endpoints['/vote/vote/getStats'], ({ query, user, locale }) => votes.stats(user, query.id, locale));
}
