import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './context.js';
import type { Registrar } from './route.js';

/**
 * What every area's register function gets (modules/<area>.ts, called once by app.ts): the registrar
 * for the call table's calls, and the app with its deps for the few routes outside the table (the
 * payment and Zoom webhooks, the payment return page, the share pages).
 */
export interface AreaRoutes {
  route: Registrar;
  app: FastifyInstance;
  deps: AppDeps;
}
