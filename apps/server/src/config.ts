import path from 'node:path';

/** Every setting of the server, read once from the environment (README lists them). */
export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded database and uploads. */
  dataDir: string;
  /** PostgreSQL URL; when empty the embedded PGlite in dataDir/db is used. */
  databaseUrl: string;
  /** Folder of the built web app to serve; empty to serve none. */
  webDist: string;
  /** The web app's server-rendering bundle; empty to serve the client-rendered page only. */
  webSsr: string;
  /** Seed demo data when the database is empty. */
  seedDemo: boolean;
  /** Show the sandbox outbox (SMS and e-mail) through /service/dev/outbox. */
  devOutbox: boolean;
  /** Prefix for relative image paths (§3); empty means site-relative. */
  imageHost: string;
  /** Origins allowed to POST besides the request's own host (comma separated). */
  allowedOrigins: string[];
  /** Trust X-Forwarded-For only from these proxy addresses. */
  trustProxy: string[];
  /** Session lifetimes. */
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** Set Secure on cookies (behind HTTPS). */
  secureCookies: boolean;
  /** scrypt cost (N); lower only in tests. */
  scryptCost: number;
  /** Upload cap of papers (§9: "given by a parameter") in bytes. */
  paperUploadMaxBytes: number;
  /** Task completion attachment cap: the spec gives 100M and 50M; default 50M. */
  taskAttachmentMaxBytes: number;
  /** Cloud classroom external link (footer tab). */
  cloudClassroomUrl: string;
  /** CJK font for invoice PDFs (a .ttf/.otf/.ttc); without it the PDF is Latin-only (decision 014). */
  invoiceFont: string;
  /** PostScript name of the face inside a font collection (.ttc). */
  invoiceFontFamily: string;
  /** Key of the sandbox payment channel's callback signature; empty: derived from the installation secret. */
  paySandboxSecret: string;
  logLevel: string;
  /** Register the bench's plain reference route (platform/bench-reference.ts); off outside the bench. */
  benchReference: boolean;
}

function list(v: string | undefined): string[] {
  return (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function bool(v: string | undefined, def: boolean): boolean {
  if (v === undefined || v === '') return def;
  return v === '1' || v.toLowerCase() === 'true';
}

const MB = 1024 * 1024;

/** A path from the environment, absolute (the static plugin needs that); empty turns the part off. */
const pathSetting = (value: string | undefined, fallback: string) =>
  value === '' ? '' : path.resolve(value ?? fallback);

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    // Relative paths are taken from the working directory (the static plugin needs an absolute root).
    webDist: pathSetting(env.WEB_DIST, 'apps/web/dist'),
    webSsr: pathSetting(env.WEB_SSR, 'apps/web/dist-ssr/entry-server.js'),
    seedDemo: bool(env.SEED_DEMO, true),
    devOutbox: bool(env.DEV_OUTBOX, true),
    imageHost: env.IMAGE_HOST ?? '',
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    trustProxy: list(env.TRUST_PROXY),
    sessionIdleSeconds: Number(env.SESSION_IDLE_SECONDS ?? 7 * 86400),
    sessionAbsoluteSeconds: Number(env.SESSION_ABSOLUTE_SECONDS ?? 30 * 86400),
    secureCookies: bool(env.SECURE_COOKIES, false),
    scryptCost: Number(env.SCRYPT_COST ?? 2 ** 17),
    paperUploadMaxBytes: Number(env.PAPER_UPLOAD_MAX_MB ?? 20) * MB,
    taskAttachmentMaxBytes: Number(env.TASK_ATTACHMENT_MAX_MB ?? 50) * MB,
    cloudClassroomUrl: env.CLOUD_CLASSROOM_URL ?? 'https://classroom.example.org/',
    invoiceFont: env.INVOICE_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    invoiceFontFamily: env.INVOICE_FONT_FAMILY ?? 'NotoSansCJKsc-Regular',
    paySandboxSecret: env.PAY_SANDBOX_SECRET ?? '',
    logLevel: env.LOG_LEVEL ?? 'warn',
    benchReference: bool(env.BENCH_REFERENCE_ROUTE, false),
  };
}
