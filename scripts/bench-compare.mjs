/**
 * `npm run bench -- --baseline` and `--compare DIR`: this site side by side
 * with other builds of the same content, route by route, in one run.
 *
 * Every site is served by scripts/serve.mjs (gzip; our build also gets its
 * deploy headers) on a port of its own, over HTTP/2 with TLS as static hosts
 * serve them (or HTTP/1.1 with --http1). The protocol matters for transfer:
 * over HTTP/1.1 each response repeats its headers in full, over HTTP/2 they
 * are compressed against the ones sent before (HPACK). For each route, the Lighthouse runs
 * (performance category, default mobile settings: simulated slow 4G and a
 * 4x slower CPU; applied instead with --throttling devtools) alternate between the sites, run 1 of every site, then run
 * 2..., so a busy moment of a shared machine does not land on one site only.
 * Each figure is the median of its runs:
 *
 * - performance score, total blocking time (TBT), largest contentful paint (LCP);
 * - transfer: every byte the page fetched during Lighthouse's load (total-byte-weight);
 * - JS before load: the transfer of the scripts requested before the load
 *   event, that is what the page needs before it can hydrate (the HTML's
 *   scripts and the route chunks its client loads first), not later
 *   prefetches.
 *
 * The ratio is ours / theirs: below 1 is better for times and bytes, above
 * 1 is better for the score.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { serve } from './serve.mjs';

/** The median of the finite values, or null when there are none. */
export const median = (values) => {
  const sorted = values.filter((v) => v != null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The figures of one Lighthouse report. */
export function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const load = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter(
    (r) => r.resourceType === 'Script' && (load == null || (r.networkRequestTime ?? r.rendererStartTime ?? 0) <= load),
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    transferBytes: audit('total-byte-weight'),
    jsBeforeLoadBytes: scripts.reduce((total, r) => total + (r.transferSize ?? 0), 0),
    jsBeforeLoadFiles: scripts.length,
  };
}

const metrics = [
  { key: 'performance', label: 'Perf', format: (v) => String(Math.round(v)), higherIsBetter: true },
  { key: 'tbtMs', label: 'TBT ms', format: (v) => String(Math.round(v)) },
  { key: 'lcpMs', label: 'LCP ms', format: (v) => String(Math.round(v)) },
  { key: 'transferBytes', label: 'Transfer KiB', format: (v) => (v / 1024).toFixed(0) },
  { key: 'jsBeforeLoadBytes', label: 'JS before load KiB', format: (v) => (v / 1024).toFixed(0) },
];

const ratio = (ours, theirs) => (ours == null || theirs == null || theirs === 0 ? null : ours / theirs);
const geomean = (values) => {
  const list = values.filter((v) => v != null && v > 0);
  return list.length ? Math.exp(list.reduce((total, v) => total + Math.log(v), 0) / list.length) : null;
};

function peerTable(rows, ours, peer) {
  const head = ['Route', ...metrics.map((m) => `${m.label} ours / theirs (ratio)`)];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  const ratios = metrics.map(() => []);
  for (const row of rows) {
    const a = row.sites[ours.id];
    const b = row.sites[peer.id];
    if (a.status !== 200 || b.status !== 200) {
      lines.push(`| \`${row.route}\` | ours ${a.status}, theirs ${b.status} | ${metrics.slice(1).map(() => '–').join(' | ')} |`);
      continue;
    }
    const cells = metrics.map((m, i) => {
      const r = ratio(a.median[m.key], b.median[m.key]);
      ratios[i].push(r);
      return `${m.format(a.median[m.key])} / ${m.format(b.median[m.key])} (${r == null ? '–' : `${r.toFixed(2)}×`})`;
    });
    lines.push(`| \`${row.route}\` | ${cells.join(' | ')} |`);
  }
  const means = ratios.map((list) => geomean(list));
  lines.push(`| **geometric mean of ratios** | ${means.map((m) => (m == null ? '–' : `**${m.toFixed(2)}×**`)).join(' | ')} |`);
  return { table: lines.join('\n'), means: Object.fromEntries(metrics.map((m, i) => [m.key, means[i]])) };
}

/** The status a route ends on, redirects followed; `ca`: the certificate to trust over TLS. */
function status(url, ca, redirects = 5) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { ca }, (response) => {
      response.resume();
      const location = response.headers.location;
      if (location && response.statusCode >= 300 && response.statusCode < 400 && redirects > 0) {
        resolve(status(new URL(location, url).href, ca, redirects - 1));
      } else resolve(response.statusCode);
    });
    request.on('error', reject);
  });
}

export async function compare({ options, routes, runs, siteDir, buildDir, coldBuild, buildBaseline, lighthouseRun, log, tls, protocol, throttlingLabel, writeTables }) {
  // --ours DIR: a copy of an earlier build (so the working tree can be rebuilt meanwhile).
  const oursDir = options.ours ? path.resolve(options.ours) : buildDir;
  const ourBuild =
    !options.ours && !(options.reuse && fs.existsSync(path.join(buildDir, 'index.html'))) ? coldBuild() : undefined;
  const sites = [{ id: 'ours', label: options.ours ? `this site (${options.ours})` : 'this site', dir: oursDir }];
  let buildLine;
  if (options.baseline) {
    const baseline = buildBaseline(siteDir);
    sites.push({ id: 'baseline', label: baseline.label, dir: baseline.dir });
    buildLine = ourBuild
      ? `Cold production build: this site ${ourBuild.wallSeconds.toFixed(1)} s, ${baseline.label} ${baseline.seconds.toFixed(1)} s (${(ourBuild.wallSeconds / baseline.seconds).toFixed(2)}×)`
      : `Cold production build: ${baseline.label} ${baseline.seconds.toFixed(1)} s (this site's build was reused, so not timed)`;
  }
  for (const [index, dir] of options.compare.entries()) {
    const resolved = path.resolve(dir);
    sites.push({ id: `compare${index + 1}`, label: path.relative(siteDir, resolved) || resolved, dir: resolved });
  }

  const servers = [];
  try {
    for (const site of sites) {
      const server = await serve({ dir: site.dir, tls });
      servers.push(server);
      site.base = server.url;
      log(`serving ${site.label} (${site.dir}) at ${site.base}`);
    }

    const rows = [];
    for (const route of routes) {
      const row = { route, sites: {} };
      for (const site of sites) row.sites[site.id] = { status: await status(site.base + route, tls?.cert), runs: [] };
      const measured = sites.filter((site) => row.sites[site.id].status === 200);
      for (let run = 0; run < runs; run += 1) {
        for (const site of measured) {
          log(`${route}: ${site.label}, Lighthouse run ${run + 1}/${runs}`);
          const lhr = await lighthouseRun(site.base + route, { categories: ['performance'] });
          row.sites[site.id].runs.push(figures(lhr));
        }
      }
      for (const site of measured) {
        const result = row.sites[site.id];
        result.median = Object.fromEntries(metrics.map((m) => [m.key, median(result.runs.map((r) => r[m.key]))]));
      }
      rows.push(row);
    }

    const [ours, ...peers] = sites;
    const sections = [
      `## Side by side (${new Date().toISOString().slice(0, 10)}, ${throttlingLabel}, median of ${runs} run${runs > 1 ? 's' : ''}, gzip, ${protocol})`,
      ...(buildLine ? ['', buildLine] : []),
    ];
    const summary = {};
    for (const peer of peers) {
      const { table, means } = peerTable(rows, ours, peer);
      summary[peer.id] = { label: peer.label, geometricMeanRatios: means };
      sections.push('', `### This site / ${peer.label}`, '', table);
    }
    console.log(sections.join('\n'));

    fs.mkdirSync(path.dirname(options.out), { recursive: true });
    writeTables(options.out, sections.join('\n'));
    fs.writeFileSync(
      options.out,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, protocol, throttling: options.throttling, runs, build: buildLine, sites: sites.map(({ id, label, dir }) => ({ id, label, dir })), routes: rows, summary }, null, 2)}\n`,
    );
    log(`wrote ${path.relative(siteDir, options.out)}`);
  } finally {
    for (const server of servers) server.close();
  }
}
