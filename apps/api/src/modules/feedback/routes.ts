import { endpoints } from '@nanhua/contract';
import type { Registrar } from '../../http/route.js';
import type { createFeedbackService } from './service.js';

export function registerFeedbackRoutes(route: Registrar, feedback: ReturnType<typeof createFeedbackService>) {
  route(endpoints['/site/feedback/add'], ({ user, body }) => feedback.add(user.id, body.content));
}
