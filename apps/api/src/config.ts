import { resolve } from 'node:path';
import { z } from 'zod';

/** Every environment variable the API reads (DESIGN §9), parsed once. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('南华潮剧社 Nam Hwa Opera <no-reply@namhwa.local>'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** Only for tests against a local stub; production talks to Stripe's own API. */
  STRIPE_API_BASE: z.url().optional(),
  ZOOM_SDK_KEY: z.string().optional(),
  ZOOM_SDK_SECRET: z.string().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Per-IP requests a minute in this process (flood guard); 0 turns it off (benchmarks). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  ORDER_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

export class ConfigError extends Error {}

/** Parse the environment; a bad value names the variable. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = parsed.data;
  if (c.PAYMENT_PROVIDER === 'stripe') {
    for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (!c[k]) throw new ConfigError(`Invalid configuration:\n  ${k}: required when PAYMENT_PROVIDER=stripe`);
    }
  }
  return { ...c, dataDir: resolve(c.DATA_DIR) };
}
