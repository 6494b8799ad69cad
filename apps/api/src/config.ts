/** Settings: read from the environment once, validated, and handed to everything that needs them. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const durationPattern = /^(\d+)\s*(ms|s|m|h|d)$/;
const durationUnits = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `15m`, `30d`, `2s` → milliseconds. */
export function parseDuration(value: string): number {
  const match = durationPattern.exec(value.trim());
  if (!match) throw new Error(`not a duration: ${value}`);
  return Number(match[1]) * durationUnits[match[2] as keyof typeof durationUnits];
}

const duration = z
  .string()
  .regex(durationPattern, 'expected a duration such as 15m, 2s, 30d')
  .transform(parseDuration)
  .refine((ms) => ms > 0, 'must be longer than zero');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Which proxies may tell us the client's address (`X-Forwarded-For`) and scheme: none by default,
 * since otherwise any process that can reach the port chooses the address that sign-in limits count.
 * `true` trusts every hop (only behind a proxy that overwrites the header), a number trusts that many
 * hops, otherwise a comma-separated list of addresses or CIDR ranges of the proxies.
 */
const proxyAddress = /^[0-9a-f.:]+(\/\d{1,3})?$/i;
const trustProxySetting = z.string().transform((value, context): boolean | number | string[] => {
  const text = value.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text.split(',').map((entry) => entry.trim());
  const invalid = proxies.filter((entry) => !proxyAddress.test(entry) || isIP(entry.split('/')[0]!) === 0);
  if (invalid.length > 0) {
    context.addIssue({ code: 'custom', message: `not an address or CIDR range: ${invalid.join(', ')}` });
    return z.NEVER;
  }
  return proxies;
});

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
  message: 'expected postgres://user@host:port/database',
});

const environmentSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  STORAGE_DIR: z.string().min(1).optional(),
  /** `s3://bucket?endpoint=…&region=…`: files in S3-compatible storage that several processes share. */
  STORAGE_URL: z
    .string()
    .refine((value) => value.startsWith('s3://') && URL.canParse(value), 'expected s3://bucket?endpoint=…')
    .optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(10_240).default(50),
  DATABASE_URL: postgresUrl.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: duration.default(15 * 60_000),
  REFRESH_TOKEN_TTL: duration.default(30 * 86_400_000),
  REFRESH_GRACE_PERIOD: duration.default(30_000),
  PUBLIC_URL: z.url().optional(),
  /** `smtp://user:pass@host:587` or `smtps://…`: invitations (and digests) are emailed only when set. */
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), 'expected smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().default('Freeboard <no-reply@freeboard.local>'),
  /** Lets identity provider metadata be fetched from private networks (an on-premises IdP). */
  ALLOW_PRIVATE_METADATA_URLS: booleanFlag.default(false),
  NOTIFICATION_ROUNDS: booleanFlag.optional(),
  NOTIFICATION_ROUND_EVERY: duration.default(60 * 60_000),
  NOTIFICATION_POLL: duration.default(60_000),
  DEV_HOSTS: z.string().default('localhost'),
  SENTRY_DSN: z.union([z.url(), z.literal('')]).default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  WEB_DIST_DIR: z.string().optional(),
  LOCALES_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: trustProxySetting.default(false),
});

export type Mode = 'production' | 'development';

export interface Config {
  mode: Mode;
  isTest: boolean;
  port: number;
  host: string;
  dataDir: string;
  storageDir: string;
  storageUrl: string | undefined;
  maxUploadBytes: number;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  refreshGracePeriodMs: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  allowPrivateMetadataUrls: boolean;
  /**
   * Notification rounds (decision 0032): whether this process runs them (by default, unless under
   * test, where a test runs a round when it wants one), how often each tenant's is due, and how often
   * the process looks for a due one.
   */
  notifications: { rounds: boolean; roundEveryMs: number; pollMs: number };
  devHosts: string[];
  sentryDsn: string;
  logLevel: string;
  seedDemo: boolean;
  webDistDir: string;
  localesDir: string;
  bodyLimitBytes: number;
  trustProxy: boolean | number | string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The signing key: the setting if given, else one generated once and kept beside the data. */
function resolveJwtSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  return {
    mode: env.NODE_ENV === 'development' ? 'development' : 'production',
    isTest: env.NODE_ENV === 'test',
    port,
    host: env.HOST,
    dataDir,
    storageDir: path.resolve(env.STORAGE_DIR ?? path.join(dataDir, 'files')),
    storageUrl: env.STORAGE_URL,
    maxUploadBytes: Math.round(env.MAX_UPLOAD_MB * 1024 * 1024),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: resolveJwtSecret(env.JWT_SECRET, dataDir),
    accessTokenTtlMs: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlMs: env.REFRESH_TOKEN_TTL,
    refreshGracePeriodMs: env.REFRESH_GRACE_PERIOD,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    allowPrivateMetadataUrls: env.ALLOW_PRIVATE_METADATA_URLS,
    notifications: {
      rounds: env.NOTIFICATION_ROUNDS ?? env.NODE_ENV !== 'test',
      roundEveryMs: env.NOTIFICATION_ROUND_EVERY,
      pollMs: env.NOTIFICATION_POLL,
    },
    devHosts: env.DEV_HOSTS.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    sentryDsn: env.SENTRY_DSN,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    localesDir: path.resolve(env.LOCALES_DIR ?? path.join(repoRoot, 'apps/web/locales')),
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
  };
}
