/**
 * The site's own stylesheet judged like the samples (./classify.mjs): the
 * features it relies on that are not widely available. The build prints
 * them (src/plugins/post-build) and ARCHITECTURE.md ("Browser support")
 * lists each with its fallback; tests/build/browser-support.test.mjs keeps
 * the two lists the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import { classifyCss } from './classify.mjs';
import { DATA_VERSION } from './data.mjs';
import { versions } from './line.mjs';
import { collectPages } from '../plugins/sample-output/code-samples.mjs';
import { hasOutputViews, pageOutputs } from '../plugins/sample-output/outputs.mjs';

/** The stylesheet every page loads (Docusaurus names it `styles.<hash>.css`). */
export function siteStylesheet(outDir) {
  const dir = path.join(outDir, 'assets/css');
  const [file] = fs.readdirSync(dir).filter((name) => /^styles\.[\w]+\.css$/.test(name));
  if (!file) throw new Error(`browser-support: no styles.*.css in ${dir}`);
  return path.join(dir, file);
}

/** The support of the built stylesheet. */
export function siteCssSupport(outDir) {
  return classifyCss(fs.readFileSync(siteStylesheet(outDir), 'utf8'));
}

/** How many samples of the Learn and API pages have each status (their outputs are compiled once per build). */
export function sampleCounts() {
  const counts = { widely: 0, newly: 0, limited: 0 };
  for (const file of collectPages(['docs']).filter(hasOutputViews)) {
    for (const view of Object.values(pageOutputs(file))) if (view?.supportStatus) counts[view.supportStatus] += 1;
  }
  return counts;
}

/**
 * What the build prints, so that an update of the data shows what changed:
 * the samples per status, and each feature of the site's own stylesheet
 * short of widely available.
 */
export function siteCssReport(outDir) {
  const support = siteCssSupport(outDir);
  const counts = sampleCounts();
  const used = [...support.features, ...support.enhancements];
  const lines = used.map(
    (feature) =>
      `  ${feature.id}: ${feature.status === 'newly' ? `newly available since ${feature.since}` : 'limited'} (${versions(feature.support)})${feature.without ? `, optional: ${feature.without}` : ''}`,
  );
  return [
    `[browser-support] samples (web-features ${DATA_VERSION}): ${counts.widely} widely available, ${counts.newly} newly available, ${counts.limited} limited`,
    `[browser-support] the site's stylesheet: ${used.length} features not widely available; fallbacks in ARCHITECTURE.md, "Browser support"`,
    ...lines,
    ...(support.unclassified.length ? [`  not classified: ${support.unclassified.join(', ')}`] : []),
  ].join('\n');
}
