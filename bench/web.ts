/**
 * Web bench: production build sizes (gzip) of what `/` needs before its first
 * render and of each lazy chunk, then Lighthouse 12 in mobile mode against the real
 * server: `/`, `/article` and `/support` as a visitor, `/myAssets`, `/avatar` and
 * `/voteDetail` as a returning member (a session stored, the wallet still connected).
 * Prints figures; never fails on them. `BENCH_SKIP_BUILD=1` measures the build already in
 * apps/web/dist, `BENCH_PAGES=/,/myAssets` some pages only, `BENCH_RUNS` the runs per page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumInstalled } from '../e2e/support/chromium.ts';
import { REPO_ROOT, WEB_DIST } from '../e2e/support/repo-paths.ts';
import { startServer } from '../e2e/support/server-process.ts';
import {
  type BenchMember,
  MEMBER_PAGES_SERVER_ENV,
  memberSessionScript,
  prepareBenchMember,
} from './member-session.ts';

const TARGET_INITIAL_JS_GZIP = 140 * 1024;
const TARGET_SCORE = 95;
/** Total blocking time a page may cost under Lighthouse's mobile slowdown, in milliseconds. */
const TBT_BUDGET_MS = 200;
/** A page measured, as a visitor or with a member's session; `path` may carry its query. */
interface BenchPage {
  label: string;
  path: string;
  member?: BenchMember;
}
const VISITOR_PAGES = ['/', '/article', '/support'];
/** `BENCH_PAGES=/,/myAssets` measures those pages only (labels as printed). */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').map((label) => label.trim());
const memberPages = (member: BenchMember): BenchPage[] => [
  { label: '/myAssets', path: '/myAssets', member },
  { label: '/avatar', path: '/avatar?id=1', member },
  { label: '/voteDetail', path: `/voteDetail?id=${member.proposalId}`, member },
];
// Lighthouse on a shared machine varies run to run: the median of five is steadier than of three.
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const HOME_PAGE_MODULE = 'src/features/home/pages/home-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Size {
  raw: number;
  gzip: number;
}

const sizeCache = new Map<string, Size>();
function sizeOf(file: string): Size {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(path.join(WEB_DIST, file));
  const size = { raw: bytes.length, gzip: gzipSync(bytes).length };
  sizeCache.set(file, size);
  return size;
}

function total(files: Iterable<string>): Size {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Files a chunk loads before it runs: itself, its static imports (transitively) and their CSS. */
function staticClosure(
  manifest: Manifest,
  key: string,
  into = { js: new Set<string>(), css: new Set<string>() },
) {
  const chunk = manifest[key];
  if (!chunk || into.js.has(chunk.file)) return into;
  into.js.add(chunk.file);
  for (const css of chunk.css ?? []) into.css.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function without(files: Set<string>, loaded: Set<string>): string[] {
  return [...files].filter((file) => !loaded.has(file));
}

/** What index.html makes the browser fetch up front: entry script, modulepreloads, stylesheets. */
function htmlInitialFiles(): { js: Set<string>; css: Set<string> } {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^https?:/.test(url)) continue;
    const file = url.replace(/^\//, '');
    if (tag.startsWith('<script') && /type="module"/.test(tag)) js.add(file);
    else if (/rel="modulepreload"/.test(tag)) js.add(file);
    else if (/rel="stylesheet"/.test(tag)) css.add(file);
  }
  return { js, css };
}

interface BundleReport {
  manifest: boolean;
  initial: { js: Size; css: Size; files: string[] };
  document: Size;
  homeRoute?: { js: Size; css: Size; files: string[] };
  lazy: { name: string; files: string[]; js: Size; css: Size }[];
}

function measureBundle(): BundleReport {
  const fromHtml = htmlInitialFiles();
  const manifestPath = path.join(WEB_DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.warn(
      '\n!! dist/.vite/manifest.json is missing: set `build.manifest: true` in apps/web/vite.config.ts.\n' +
        '!! Falling back to index.html alone: lazy chunks are listed by file, without their imports.\n',
    );
    const initial = new Set([...fromHtml.js, ...fromHtml.css]);
    const assets = readdirSync(path.join(WEB_DIST, 'assets'))
      .filter((name) => /\.(js|css)$/.test(name))
      .map((name) => `assets/${name}`)
      .filter((file) => !initial.has(file));
    return {
      manifest: false,
      initial: { js: total(fromHtml.js), css: total(fromHtml.css), files: [...initial] },
      document: sizeOf('index.html'),
      lazy: assets.map((file) => ({
        name: file,
        files: [file],
        js: file.endsWith('.js') ? sizeOf(file) : { raw: 0, gzip: 0 },
        css: file.endsWith('.css') ? sizeOf(file) : { raw: 0, gzip: 0 },
      })),
    };
  }

  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const initial = staticClosure(manifest, entryKey);
  // index.html may preload more than the entry's imports (or less); count what either asks for.
  for (const file of fromHtml.js) initial.js.add(file);
  for (const file of fromHtml.css) initial.css.add(file);
  const loaded = new Set([...initial.js, ...initial.css]);

  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const closure = staticClosure(manifest, key);
      const js = without(closure.js, loaded);
      const css = without(closure.css, loaded);
      return { name: chunk.src ?? key, files: [...js, ...css], js: total(js), css: total(css) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));

  const home = lazy.find((chunk) => chunk.name === HOME_PAGE_MODULE);
  return {
    manifest: true,
    initial: { js: total(initial.js), css: total(initial.css), files: [...loaded] },
    document: sizeOf('index.html'),
    homeRoute: home ? { js: home.js, css: home.css, files: home.files } : undefined,
    lazy,
  };
}

function printBundle(report: BundleReport): void {
  const initialOk = report.initial.js.gzip <= TARGET_INITIAL_JS_GZIP ? 'ok' : 'OVER TARGET';
  console.log('\n## What / loads before first render (gzip, zlib default level)\n');
  const rows = [
    [
      'initial JS (entry + static imports)',
      kb(report.initial.js.raw),
      kb(report.initial.js.gzip),
      `≤ ${TARGET_INITIAL_JS_GZIP / 1024} KB: ${initialOk}`,
    ],
    ['initial CSS', kb(report.initial.css.raw), kb(report.initial.css.gzip), ''],
    ['index.html (entry CSS inlined)', kb(report.document.raw), kb(report.document.gzip), ''],
  ];
  if (report.homeRoute) {
    rows.push(
      ['+ home page chunk (lazy, JS)', kb(report.homeRoute.js.raw), kb(report.homeRoute.js.gzip), ''],
      [
        '= JS to show home content',
        kb(report.initial.js.raw + report.homeRoute.js.raw),
        kb(report.initial.js.gzip + report.homeRoute.js.gzip),
        '',
      ],
    );
  }
  console.log(table(['', 'raw', 'gzip', 'target'], rows));
  console.log(`\ninitial files: ${report.initial.files.join(', ')}`);

  const routes = report.lazy.filter((chunk) => !chunk.name.startsWith('src/locales/'));
  const locales = report.lazy.filter((chunk) => chunk.name.startsWith('src/locales/'));
  console.log('\n## Lazy chunks (each with the static imports / does not already load)\n');
  console.log(
    table(
      ['module', 'JS gzip', 'CSS gzip', 'files'],
      routes.map((chunk) => [chunk.name, kb(chunk.js.gzip), kb(chunk.css.gzip), String(chunk.files.length)]),
    ),
  );
  if (locales.length > 0) {
    const gz = locales.map((chunk) => chunk.js.gzip);
    console.log(
      `\nlocale files: ${locales.length} chunks, ${kb(Math.min(...gz))} – ${kb(Math.max(...gz))} gzip each, ` +
        `${kb(gz.reduce((a, b) => a + b, 0))} in all (one language's namespaces load on demand)`,
    );
  }
}

interface PageScore {
  path: string;
  /** Measured with a member's session. */
  signedIn: boolean;
  runs: number;
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  accessibilityFailures: string[];
  /** Total blocking time of the median run, in milliseconds. */
  blockingMs: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'bootup-time',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run in a new tab (given a member, their session is in it before the page's first
 * script); a broken trace (it happens on a busy machine) is retried, as Lighthouse advises.
 */
async function audit(browser: Browser, page: BenchPage, baseUrl: string) {
  for (let attempt = 1; ; attempt++) {
    const tab = await browser.newPage();
    try {
      if (page.member) {
        await tab.evaluateOnNewDocument(memberSessionScript(new URL(baseUrl).origin, page.member));
      }
      const result = await lighthouse(
        `${baseUrl}${page.path}`,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
        undefined,
        tab,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      const error = result.lhr.runtimeError;
      if (!error) return result.lhr;
      if (attempt >= ATTEMPTS) throw new Error(`${page.path}: ${error.message}`);
      console.warn(`!! ${page.path}: ${error.code}, running Lighthouse again`);
    } finally {
      await tab.close();
    }
  }
}

async function runLighthouse(baseUrl: string, pages: BenchPage[]): Promise<PageScore[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const scores: PageScore[] = [];
  try {
    for (const page of pages) {
      const runs: Awaited<ReturnType<typeof audit>>[] = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await audit(browser, page, baseUrl));
      }
      const performance = (lhr: (typeof runs)[number]) =>
        Math.round((lhr.categories.performance?.score ?? 0) * 100);
      // The run with the median performance score stands for the page.
      const middle = median(runs.map(performance));
      const lhr = runs.find((candidate) => performance(candidate) === middle) ?? runs[0];
      if (!lhr) continue;
      const accessibilityRefs = lhr.categories.accessibility?.auditRefs ?? [];
      scores.push({
        path: page.label,
        signedIn: page.member !== undefined,
        runs: RUNS,
        performance: middle,
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?'])),
        blockingMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        accessibilityFailures: accessibilityRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`),
      });
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return scores;
}

function printScores(scores: PageScore[]): void {
  console.log(
    `\n## Lighthouse 12, mobile (median of ${RUNS} run${RUNS > 1 ? 's' : ''}; targets ≥ ${TARGET_SCORE}, TBT ≤ ${TBT_BUDGET_MS} ms)\n`,
  );
  const flag = (score: number) => `${score}${score >= TARGET_SCORE ? '' : ' !'}`;
  console.log(
    table(
      [
        'page',
        'performance',
        'accessibility',
        'FCP',
        'LCP',
        'TBT (budget)',
        'CLS',
        'SI',
        'JS boot-up',
        'machine index',
      ],
      scores.map((score) => [
        `${score.path}${score.signedIn ? ' (member)' : ''}`,
        flag(score.performance),
        flag(score.accessibility),
        ...METRICS.map((id) =>
          id === 'total-blocking-time'
            ? `${score.blockingMs} ms / ${TBT_BUDGET_MS}${score.blockingMs <= TBT_BUDGET_MS ? '' : ' !'}`
            : (score.metrics[id] ?? '?'),
        ),
        String(score.benchmarkIndex),
      ]),
    ),
  );
  console.log(
    '\nmobile = simulated slow 4G and 4x CPU slowdown applied to what this machine measured; a busy machine ' +
      '(lower machine index) scores lower, so compare runs with similar indexes.',
  );
  for (const score of scores) {
    if (score.accessibilityFailures.length === 0) continue;
    console.log(`\naccessibility audits failing on ${score.path}:`);
    for (const failure of score.accessibilityFailures) console.log(`  - ${failure}`);
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD) {
    console.log('## BENCH_SKIP_BUILD: measuring the build already in apps/web/dist');
  } else {
    console.log('## Building the web app (npm run build)');
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed with status ${build.status}`);
  }

  const bundle = measureBundle();
  printBundle(bundle);

  let scores: PageScore[] = [];
  if (!chromiumInstalled()) {
    console.warn(`\n!! ${CHROMIUM_PATH} not found: Lighthouse skipped (apt-get install -y chromium).`);
  } else {
    const server = await startServer({
      name: 'bench-web',
      env: { DATABASE_URL: undefined, LOG_LEVEL: 'warn', ...MEMBER_PAGES_SERVER_ENV },
    });
    try {
      const member = await prepareBenchMember(server.url);
      const pages = [...VISITOR_PAGES.map((path) => ({ label: path, path })), ...memberPages(member)];
      scores = await runLighthouse(
        server.url,
        pages.filter((page) => ONLY_PAGES?.includes(page.label) ?? true),
      );
    } finally {
      await server.stop();
    }
    printScores(scores);
  }

  const resultsDir = path.join(REPO_ROOT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), bundle, lighthouse: scores }, null, 2)}\n`,
  );
  console.log(`\nresult: ${path.relative(REPO_ROOT, file)}`);
}

await main();
