import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { Code, limits } from '@nanhua/contract';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from './config.js';
import type { AppDeps } from './http/context.js';
import { createPublicCache } from './http/public-cache.js';
import { createRegistrar } from './http/route.js';
import { localeFrom } from './lib/locale.js';
import { t } from './lib/messages.js';
import { cacheCallers, createAuthenticate } from './plugins/auth.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandling, rerouteFrameworkError } from './plugins/errors.js';
import { answerClientError } from './plugins/client-errors.js';
import { registerFloodGuard } from './plugins/flood-guard.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerConnectionGuard, serverTimeouts } from './plugins/connection-guard.js';
import { computeSecurityHeaders, registerSecurityHeaders } from './plugins/security-headers.js';
import { appCspDirectives as appCsp } from './plugins/app-csp.js';
import { registerConsole, registerStatic } from './plugins/static-web.js';
import { inlineScriptSources, registerFirstScreenPage } from './plugins/first-screen-page.js';
import { registerLivePageHeaders } from './plugins/live-page-headers.js';
import { buildServices } from './composition.js';
import { registerAccounts } from './modules/accounts.js';
import { registerBrowse } from './modules/browse.js';
import { registerEngage } from './modules/engage.js';
import { registerCommerce } from './modules/commerce.js';
import { registerContent } from './modules/content.js';
import { registerLive } from './modules/live.js';
import { registerStaff } from './modules/staff.js';
import { registerMembers } from './modules/members.js';
import { registerOutreach } from './modules/outreach.js';
import { createContentVersion } from './services/content-version.js';
import { storageStatus } from './services/storage.js';

/**
 * The console's door page reads QR codes with zxing's WebAssembly (self-hosted, issue 14) where the
 * browser has no BarcodeDetector: console pages may compile WebAssembly; nothing else changes.
 */
function registerConsoleCsp(app: FastifyInstance) {
  const { set } = computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: { ...appCsp, scriptSrc: [...appCsp.scriptSrc, "'wasm-unsafe-eval'"], workerSrc: ["'self'"] },
    },
  });
  const csp = set.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  if (!csp) throw new Error('no Content-Security-Policy for the console');
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/console/') || req.url === '/console') reply.raw.setHeader('Content-Security-Policy', csp);
    done();
  });
}

/** A hop count trusts that many proxies nearest the server (proxy-addr's rule; Fastify's types take only the function). */
const trustProxy = (v: Config['TRUST_PROXY']) => (typeof v === 'number' ? (_addr: string, hop: number) => hop < v : v);

/**
 * External plugins first, then ours, then the modules (fastify/demo layering). The services are built
 * once (composition.ts) and left on the app as `app.services` for the jobs main.ts starts.
 */
export async function buildApp(
  deps: AppDeps,
  logger: boolean | FastifyLoggerOptions = false,
): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger,
    bodyLimit: limits.bodyMaxBytes,
    // Only the proxies named in TRUST_PROXY may set the client address (X-Forwarded-For); none by default.
    trustProxy: trustProxy(deps.config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (err, req, reply) => rerouteFrameworkError(app, err, req, reply),
    clientErrorHandler: answerClientError,
    ...serverTimeouts(deps.config.REQUEST_TIMEOUT_SECONDS * 1000),
  });
  const s = buildServices(deps, app.log);
  app.decorate('services', s);
  app.decorate('registeredEndpoints', new Set<string>());
  app.decorateRequest('locale', 'zh-Hans');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    req.locale = localeFrom(req.headers['accept-language']);
  });
  registerErrorHandling(app);
  registerJsonBody(app);
  registerConnectionGuard(app, {
    requestTimeoutMs: deps.config.REQUEST_TIMEOUT_SECONDS * 1000,
    perAddress: deps.config.TRUST_PROXY === false ? deps.config.MAX_CONNECTIONS_PER_ADDRESS : 0,
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: { ...appCsp, scriptSrc: [...appCsp.scriptSrc, ...inlineScriptSources(deps.webDir)] },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerLivePageHeaders(app);
  registerConsoleCsp(app);
  await app.register(cors, { origin: deps.config.PUBLIC_URL ?? false, credentials: true });
  await app.register(formbody, { bodyLimit: limits.bodyMaxBytes });
  await app.register(multipart, { limits: { fileSize: limits.uploadMaxBytes, files: 1, fields: 10, parts: 12 } });
  await registerFloodGuard(app, deps.config.RATE_LIMIT_PER_MINUTE);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { 1: 4 } },
  });
  // A demo start's default address (localhost) may not be where the reader is: the document then names its own origin.
  registerDocs(app, {
    staffCalls: deps.config.NODE_ENV !== 'production',
    serverUrl: deps.config.publicUrlDefaulted ? undefined : deps.config.publicUrl,
  });
  await registerStatic(app, {
    webDir: deps.webDir,
    filesDir: deps.filesDir,
    premium: s.browse.premium,
    preview: s.media.preview,
  });
  await registerConsole(app, deps.consoleDir);

  app.get('/api/hello', async (req) => ({ code: Code.Ok, message: t(req.locale, 'ok'), result: 'hello' }));
  // Degraded (503) when the database does not answer or DATA_DIR has no room left for writes: a
  // load balancer then stops sending buyers to a process whose every write would fail.
  app.get('/api/health', async (req, reply) => {
    const [database, storage] = await Promise.all([
      deps.database.db.execute(sql`select 1`).then(
        () => 'ok',
        (err: unknown) => {
          req.log.error({ err }, 'health: database unreachable');
          return 'unreachable';
        },
      ),
      storageStatus(deps.config.dataDir, deps.statfs),
    ]);
    if (storage !== 'ok') req.log.warn({ storage, dataDir: deps.config.dataDir }, 'health: storage');
    const full = storage === 'full' || storage === 'unreadable';
    const ok = database === 'ok' && !full;
    return reply.status(ok ? 200 : 503).send({
      code: ok ? Code.Ok : 503,
      message: t(req.locale, ok ? 'ok' : full ? 'msg.storageFull' : 'msg.databaseUnavailable'),
      result: {
        status: ok ? 'ok' : 'degraded',
        database: { kind: deps.database.kind, status: database },
        storage: { status: storage },
        version: limits.appVersion,
      },
    });
  });

  const version = createContentVersion(deps.database);
  const authenticate = createAuthenticate({
    tokens: deps.tokens,
    clock: deps.clock,
    verifier: cacheCallers(s.accounts.users, { version, clock: deps.clock }),
  });
  app.addHook('onReady', () => version.ready());
  app.addHook('onClose', () => version.close());
  // The SMTP pool's idle connections would otherwise outlive the app.
  app.addHook('onClose', () => s.mailer.close());
  const cache = createPublicCache({ version, clock: deps.clock });
  const route = createRegistrar(app, authenticate, deps.config.NODE_ENV !== 'production', {
    cache,
    version,
    clock: deps.clock,
  });
  registerFirstScreenPage(app, { webDir: deps.webDir, carousels: () => s.site.carousels('zh-Hans'), version });
  // Each area registers its families' calls, their staff rooms' calls and the few routes outside the call table.
  const on = { route, app, deps };
  registerAccounts(on, s.accounts);
  registerStaff(on, s.staff);
  registerBrowse(on, s.browse);
  registerEngage(on, s.engage);
  registerContent(on, s.content);
  registerCommerce(on, s.commerce);
  registerLive(on, s.live);
  registerMembers(on, s.members);
  registerOutreach(on, s.outreach);
  return app;
}
