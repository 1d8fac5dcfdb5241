import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type ChainClient, chainClient } from './chain/chain-client.ts';
import { chainSettings } from './chain/chain-settings.ts';
import type { ChainId } from './chain/chain-tokens.ts';
import type { Db } from './db/database.ts';
import { demoClockRoutes } from './demo/demo-clock-routes.ts';
import { isDemoColony } from './demo/demo-colony.ts';
import { demoNewcomerStart } from './demo/demo-proposals.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, economyProblems } from './economy/config.ts';
import type { Env, SupportedChainId } from './env.ts';
import { createContentCache } from './http/content-cache.ts';
import { errorForLog } from './http/error-log.ts';
import { assetRoutes } from './modules/assets/routes.ts';
import { accessTokens } from './modules/auth/access-tokens.ts';
import { resolveJwtSecret } from './modules/auth/jwt-secret.ts';
import { createRecoveryPool } from './modules/auth/recovery-pool.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authService } from './modules/auth/service.ts';
import { siteOf } from './modules/auth/sign-in-message.ts';
import { signatureVerifier } from './modules/auth/signature-verifier.ts';
import { avatarContextOf } from './modules/avatars/context.ts';
import { avatarRoutes } from './modules/avatars/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import type { DepositContext } from './modules/deposits/service.ts';
import { collectIfDue } from './modules/earnings/collection.ts';
import { eliteRoutes } from './modules/elite/routes.ts';
import { exchangeRoutes } from './modules/exchange/routes.ts';
import { governanceContextOf } from './modules/governance/context.ts';
import { governanceRoutes } from './modules/governance/routes.ts';
import { grantRoutes } from './modules/grants/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { incomeRoutes } from './modules/income/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { nftContextOf } from './modules/nft/context.ts';
import { nftRoutes } from './modules/nft/routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { operatorDirectory } from './modules/operators/service.ts';
import { poolRoutes } from './modules/pools/routes.ts';
import { settlementRoutes } from './modules/settlement/routes.ts';
import { stakingRoutes } from './modules/staking/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { transferRoutes } from './modules/transfers/routes.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { apiDocs, operatorApiDocs } from './plugins/api-docs.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { compression } from './plugins/compression.ts';
import { errorHandler, frameworkErrors } from './plugins/error-handler.ts';
import { health } from './plugins/health.ts';
import { jobStatus } from './plugins/job-status.ts';
import { BODY_LIMIT_BYTES, jsonBody } from './plugins/json-body.ts';
import { memberSession } from './plugins/member-session.ts';
import { metrics } from './plugins/metrics.ts';
import { apiRateLimit } from './plugins/rate-limit.ts';
import { requestContext, requestIdFrom } from './plugins/request-context.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { spa } from './plugins/spa.ts';
import { type ColonyClock, colonyClock as clockOf } from './settlement/colony-clock.ts';

export interface AppOptions {
  env: Env;
  db: Db;
  /** Milliseconds since the epoch; tests move it to expire tokens and sessions. */
  now?: () => number;
  /** The colony's clock (`now` plus the demo's offset), shared with the background jobs. */
  colonyClock?: ColonyClock;
  /** The economy's rules; tests use their own. */
  economy?: EconomyConfig;
  /** Where log lines go, stdout by default; tests read them. */
  logStream?: { write(line: string): void };
  /** Sees every route as it is added, with its options (tests check the operators' guards). */
  onRoute?: (route: RouteOptions) => void;
}

/** The whole HTTP application, ready for `inject` or `listen`; it does not own the database. */
export async function buildApp({
  env,
  db,
  now = Date.now,
  colonyClock = clockOf(now),
  economy = DEFAULT_ECONOMY,
  logStream,
  onRoute,
}: AppOptions): Promise<FastifyInstance> {
  const problems = economyProblems(economy);
  if (problems.length > 0) throw new Error(`economy configuration: ${problems.join('; ')}`);
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      serializers: { err: errorForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    frameworkErrors,
    clientErrorHandler,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const cache = createContentCache({ ttlMs: env.CONTENT_CACHE_TTL_MS });
  const recovery =
    env.SIGNATURE_WORKERS > 0 ? createRecoveryPool({ size: env.SIGNATURE_WORKERS }) : undefined;
  app.addHook('onClose', async () => recovery?.close());
  const auth = authService({
    db,
    tokens: accessTokens({
      secret: await resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR),
      ttlSeconds: env.ACCESS_TOKEN_TTL,
    }),
    verifier: signatureVerifier(rpcUrls(env), recovery?.recover),
    site: () => siteOf(env.PUBLIC_URL ?? localUrl(app, env.PORT)),
    chainIds: env.ALLOWED_CHAIN_IDS,
    appKey: env.APP_KEY,
    sessionLifetimeSeconds: env.SESSION_LIFETIME,
    refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    now,
    clock: { time: env.SETTLEMENT_TIME, timeZone: env.SETTLEMENT_TIME_ZONE },
  });

  const chains = chainSettings(env);
  const chainClients = new Map<ChainId, ChainClient>();
  const clientOf = (chainId: ChainId): ChainClient => {
    const chain = chains.get(chainId);
    if (!chain) throw new Error(`chain ${chainId} is not allowed`);
    const client = chainClients.get(chainId) ?? chainClient(chain);
    chainClients.set(chainId, client);
    return client;
  };

  const settlementClock = { time: env.SETTLEMENT_TIME, timeZone: env.SETTLEMENT_TIME_ZONE };
  const deposits: DepositContext = {
    chains,
    treasury: env.TREASURY_ADDRESS,
    devChain: env.DEV_CHAIN,
    watched: env.DEPOSIT_WATCH,
    clientOf,
  };
  const avatars = avatarContextOf(env, economy);
  const nft = nftContextOf(env, economy, {
    now,
    site: () => env.PUBLIC_URL ?? localUrl(app, env.PORT),
    clientOf,
    log: app.log,
  });
  const demo = isDemoColony(env);
  const governance = governanceContextOf(env, economy, {
    now: colonyClock.now,
    recover: recovery?.recoverDigest,
    ...(demo ? { newcomerStart: demoNewcomerStart } : {}),
  });

  errorHandler(app);
  requestContext(app, { appKey: env.APP_KEY });
  jsonBody(app);
  jobStatus(app, { now });
  metrics(app, { token: env.METRICS_TOKEN, port: env.METRICS_PORT });
  securityHeaders(app, { rpcUrls: [...rpcUrls(env).values()] });
  await compression(app);
  await apiDocs(app);
  health(app, { db });
  memberSession(app, {
    auth,
    operatorRole: operatorDirectory(db, env.OPERATOR_ADDRESSES).roleOf,
    signedIn: (memberId) => collectIfDue(db, memberId),
  });

  await app.register(
    async (api) => {
      await apiRateLimit(api, { max: env.RATE_LIMIT_MAX, now });
      operatorApiDocs(api);
      await api.register(newsRoutes, { db, cache });
      await api.register(contactRoutes, { db, perHourLimit: env.CONTACT_RATE_LIMIT_MAX });
      await api.register(homeRoutes, { db, cache, avatars });
      await api.register(authRoutes, {
        auth,
        perClientLimit: env.LOGIN_RATE_LIMIT_MAX,
        perAddressLimit: env.LOGIN_ADDRESS_RATE_LIMIT_MAX,
      });
      await api.register(memberRoutes, { db, clock: settlementClock });
      await api.register(assetRoutes, { db });
      await api.register(transferRoutes, { db, economy });
      await api.register(exchangeRoutes, { db, economy });
      await api.register(depositRoutes, { db, context: deposits });
      await api.register(withdrawalRoutes, {
        db,
        context: { chains, economy, hotWallet: env.HOT_WALLET_KEY !== undefined },
      });
      await api.register(grantRoutes, { db, economy });
      await api.register(operatorRoutes, { db });
      await api.register(avatarRoutes, { db, context: avatars });
      await api.register(nftRoutes, {
        db,
        context: nft,
        // Its own cache: token ids never push the news and home pages out of the shared one.
        cache: createContentCache({ ttlMs: env.CONTENT_CACHE_TTL_MS, maxEntries: 10_000 }),
      });
      await api.register(stakingRoutes, { db, context: { economy, clock: settlementClock, cache } });
      await api.register(poolRoutes, { db, context: { economy, clock: settlementClock } });
      await api.register(governanceRoutes, { db, context: governance });
      await api.register(teamRoutes, {
        db,
        context: { clock: settlementClock, site: () => env.PUBLIC_URL ?? localUrl(app, env.PORT) },
      });
      await api.register(incomeRoutes, { db, context: { economy, clock: settlementClock } });
      await api.register(eliteRoutes, { db, context: { economy, clock: settlementClock } });
      await api.register(settlementRoutes, {
        db,
        context: { economy, clock: settlementClock, allowFuture: env.SETTLEMENT_ALLOW_FUTURE },
      });
      if (demo) {
        await api.register(demoClockRoutes, {
          db,
          context: { economy, clock: settlementClock, colonyClock },
        });
      }
    },
    { prefix: '/api' },
  );

  await spa(app, { webDist: env.WEB_DIST });
  return app;
}

function rpcUrls(env: Env): Map<number, string> {
  const all: Record<SupportedChainId, string> = { 1: env.RPC_URL_1, 56: env.RPC_URL_56 };
  return new Map(env.ALLOWED_CHAIN_IDS.map((chainId) => [chainId, all[chainId]]));
}

/** Without PUBLIC_URL the site is this server on localhost, at the port it actually listens on. */
function localUrl(app: FastifyInstance, configuredPort: number): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : configuredPort;
  return `http://localhost:${port}`;
}
