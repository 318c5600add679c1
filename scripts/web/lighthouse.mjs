// Lighthouse for `npm run bench:web`: its default config (the mobile preset: a Moto G Power-sized
// screen, simulated slow 4G and a 4× slower CPU), performance only, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
];

/**
 * The performance figures of one Lighthouse run of `url` (each run in a fresh browser: a first
 * visit with empty caches).
 */
export async function lighthouseRun(url, chromePath) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const lcpPhases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? '',
      lcpLoadDelay: lcpPhases?.find((p) => p.phase === 'Load Delay')?.timing,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * One run, tried again (at most twice more, each in a fresh browser) when Lighthouse reports a
 * runtime error of its own recording, such as NO_NAVSTART (seen now and then on a busy machine).
 */
async function runWithRetries(url, chromePath) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(typeof url === 'function' ? await url() : url, chromePath);
    } catch (error) {
      if (attempt >= 3 || !String(error?.message).startsWith('Lighthouse:')) throw error;
      console.log(`  (${error.message}; trying again)`);
    }
  }
}

/**
 * The run whose score is the median of `runs` runs (Lighthouse's own advice against noise). `url`
 * is a URL, or a function giving each run its own (a game page's launch token is good once).
 */
export async function medianLighthouse(url, chromePath, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    results.push(await runWithRetries(url, chromePath));
  }
  results.sort((a, b) => a.score - b.score || a.lcp - b.lcp);
  return results[Math.floor(results.length / 2)];
}

export const LIGHTHOUSE_GOALS = { score: 95, lcp: 2_000, tbt: 150, cls: 0.05 };

export function printLighthouse(title, r, runs) {
  const g = LIGHTHOUSE_GOALS;
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`Lighthouse, mobile preset, ${title} (median of ${runs}):`);
  console.log(`  performance score ${r.score}   goal ≥ ${g.score}  ${mark(r.score >= g.score)}`);
  console.log(`  FCP ${s(r.fcp)}`);
  console.log(`  LCP ${s(r.lcp)}   goal ≤ ${s(g.lcp)}  ${mark(r.lcp <= g.lcp)}`);
  console.log(`  TBT ${Math.round(r.tbt)} ms   goal ≤ ${g.tbt} ms  ${mark(r.tbt <= g.tbt)}`);
  console.log(`  CLS ${r.cls.toFixed(3)}   goal ≤ ${g.cls}  ${mark(r.cls <= g.cls)}`);
  if (r.lcpElement)
    console.log(
      `  LCP element ${r.lcpElement.slice(0, 90)}${r.lcpLoadDelay === undefined ? '' : ` (load delay ${Math.round(r.lcpLoadDelay)} ms)`}`,
    );
}
