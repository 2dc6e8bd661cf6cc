/**
 * Browser support on the pages: a page's "Browser support" section, made
 * from the CSS of all its samples and stated once, and the reference page's
 * table (docs/api/browser-support.mdx) of every StyleX API and the compiler
 * options that change which CSS features the output uses.
 *
 * ./remark.mjs puts both in the pages; the Markdown twins get the same nodes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compileFile, cssFor, siteDir } from '../plugins/sample-output/code-samples.mjs';
import { pageOutputs } from '../plugins/sample-output/outputs.mjs';
import { classifyCss } from './classify.mjs';
import { DATA_DATE, DATA_VERSION } from './data.mjs';
import { featureSegments, versions } from './line.mjs';

const require = createRequire(import.meta.url);

/** Where the reference lives; every section links to it. */
export const REFERENCE_URL = '/docs/api/browser-support/';
/** The element the reference page holds where the generated table goes. */
export const TABLE_ELEMENT = 'BrowserSupportTable';

const text = (value) => ({ type: 'text', value });
const inlineCode = (value) => ({ type: 'inlineCode', value });
const link = (url, children) => ({ type: 'link', url, children });
const paragraph = (children) => ({ type: 'paragraph', children });
const fromSegments = (segments) => segments.map((s) => (s.href ? link(s.href, [text(s.text)]) : text(s.text)));

/** The support of everything a page's samples compile to. */
export function pageSupport(outputs) {
  const css = Object.values(outputs).filter((view) => view?.kind === 'output' && view.css.trim()).map((view) => view.css);
  return css.length ? classifyCss(css.join('\n')) : undefined;
}

/**
 * A page's "Browser support" section (mdast), or none when all its samples'
 * CSS is widely available.
 */
export function supportSection(outputs) {
  const support = pageSupport(outputs);
  if (!support?.features.length) return [];
  return [
    { type: 'heading', depth: 2, children: [text('Browser support')] },
    paragraph([
      text(
        "Not all of the CSS this page's samples compile to is Baseline widely available yet. Check these features against the browsers you support (first version of each):",
      ),
    ]),
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: [
        ...support.features.map((feature) => featureSegments(feature)),
        // Features used only in optional rules, with what a browser without them loses.
        ...support.enhancements.map((feature) => [...featureSegments(feature), { text: `; optional: ${feature.without}` }]),
      ].map((segments) => ({
        type: 'listItem',
        spread: false,
        children: [paragraph(fromSegments(segments))],
      })),
    },
    paragraph([
      text("The rest of that CSS is widely available. Each sample's CSS tab says the same for its own output, and the "),
      link(REFERENCE_URL, [text('browser support reference')]),
      text(' covers every API.'),
    ]),
  ];
}

/** Puts the section before the page's "See also" or "Related" heading, or at its end. */
export function addSupportSection(tree, outputs) {
  const section = supportSection(outputs);
  if (!section.length) return;
  const at = tree.children.findIndex(
    (node) =>
      node.type === 'heading' && node.depth === 2 && /^(see also|related)$/i.test(node.children.map((child) => child.value ?? '').join('')),
  );
  tree.children.splice(at === -1 ? tree.children.length : at, 0, ...section);
}

/**
 * The page that documents each runtime export of `@stylexjs/stylex` (the API
 * coverage list, tests/unit/api-coverage.test.mjs): its samples are what the
 * table judges. A new export fails tests/unit/browser-support.test.mjs until
 * it has a row.
 */
export const API_PAGES = {
  create: 'javascript/create',
  props: 'javascript/props',
  attrs: 'javascript/attrs',
  defineVars: 'javascript/defineVars',
  defineConsts: 'javascript/defineConsts',
  createTheme: 'javascript/createTheme',
  keyframes: 'javascript/keyframes',
  firstThatWorks: 'javascript/firstThatWorks',
  positionTry: 'javascript/positionTry',
  viewTransitionClass: 'javascript/viewTransitionClass',
  when: 'javascript/when',
  'when.ancestor': 'javascript/when',
  'when.descendant': 'javascript/when',
  'when.siblingBefore': 'javascript/when',
  'when.siblingAfter': 'javascript/when',
  'when.anySibling': 'javascript/when',
  defineMarker: 'javascript/defineMarker',
  defaultMarker: 'javascript/defineMarker',
  env: 'javascript/env',
  types: 'javascript/types',
  legacyMerge: 'javascript/legacy-and-unstable',
  unstable_conditional: 'javascript/legacy-and-unstable',
  unstable_createThemeNested: 'javascript/legacy-and-unstable',
  unstable_defineConstsNested: 'javascript/legacy-and-unstable',
  unstable_defineVarsNested: 'javascript/legacy-and-unstable',
};
/** `types.color`, `types.length`...: each is documented on the types page. */
const pageOf = (name) => API_PAGES[name] ?? (name.startsWith('types.') ? API_PAGES.types : undefined);

/** The runtime exports the table must cover, read from the installed package. */
export function apiNames() {
  const stylex = require('@stylexjs/stylex');
  return Object.keys(stylex).flatMap((key) =>
    ['when', 'types'].includes(key) ? [key, ...Object.keys(stylex[key]).map((member) => `${key}.${member}`)] : [key],
  );
}

/**
 * Compiler options that change which CSS the output holds, each shown by one
 * fixture compiled both ways.
 */
const OPTIONS = [
  {
    option: 'useLayers',
    where: '`processStylexRules` and the bundler plugins',
    code: `import * as stylex from '@stylexjs/stylex';
export const styles = stylex.create({ link: { margin: 4, marginTop: 8, color: { default: 'blue', ':hover': 'navy' } } });
`,
    on: { rules: { useLayers: true } },
    effect: 'Wraps the rules in cascade layers (`@layer priority1`, …), one per priority level.',
  },
  {
    option: 'enableMediaQueryOrder',
    where: 'the Babel plugin, on by default',
    code: `import * as stylex from '@stylexjs/stylex';
export const styles = stylex.create({
  column: { width: { default: '100%', '@media (min-width: 600px)': '50%', '@media (min-width: 900px)': '33%' } },
});
`,
    off: { babel: { enableMediaQueryOrder: false } },
    effect: 'Rewrites earlier overlapping media queries so they end where later ones start (`and (max-width: …)`).',
  },
];

/** The CSS one fixture module compiles to with extra options. */
function compileFixture(code, { babel = {}, rules = {} } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-support-'));
  try {
    const { rules: compiled } = compileFile(code, path.join(root, 'fixture.ts'), root, babel);
    return cssFor(compiled, rules);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const STATUS = {
  widely: 'Widely available',
  newly: 'Newly available',
  limited: 'Limited availability',
};

/** One status cell: "Newly available (since 2024-05-13)". */
const statusText = (support) =>
  support ? `${STATUS[support.status]}${support.since ? ` (since ${support.since})` : ''}` : 'No CSS of its own';

/** Features with their first versions, linked: "Anchor positioning (Chrome 125, …); …". */
const featureList = (features) =>
  features.flatMap((feature, i) => [...(i > 0 ? [text('; ')] : []), link(feature.url, [text(feature.name)]), text(` (${versions(feature.support)})`)]);

/** The features cell: each feature short of widely available with its first versions, or "none"; then the optional ones. */
function featuresCell(support) {
  if (!support) return [text('-')];
  const optional = support.enhancements.length ? [text(`${support.features.length ? '. ' : ''}Optional: `), ...featureList(support.enhancements)] : [];
  if (support.features.length) return [...featureList(support.features), ...optional];
  if (optional.length) return [text('None needed. '), ...optional];
  return [text('None: every feature is widely available')];
}

const cell = (children) => ({ type: 'tableCell', children });
const row = (cells) => ({ type: 'tableRow', children: cells.map(cell) });
const table = (head, rows) => ({
  type: 'table',
  align: head.map(() => null),
  children: [row(head.map((h) => [text(h)])), ...rows],
});

/** The APIs table: one row per export, judged by the samples of the page that documents it. */
export function apiRows() {
  const byPage = new Map();
  return apiNames().map((name) => {
    const page = pageOf(name);
    if (!page) return { name, page: undefined, support: undefined };
    if (!byPage.has(page)) byPage.set(page, pageSupport(pageOutputs(path.join(siteDir, 'docs/api', `${page}.mdx`))));
    return { name, page, support: byPage.get(page) };
  });
}

/** The options table: each option's fixture compiled with the option off and on. */
export function optionRows() {
  return OPTIONS.map(({ option, where, code, on, off, effect }) => ({
    option,
    where,
    effect,
    on: classifyCss(compileFixture(code, on)),
    off: classifyCss(compileFixture(code, off)),
  }));
}

/** The reference page's generated part (mdast): the data's version and date, the APIs, the options. */
export function referenceTables() {
  const apis = apiRows();
  const missing = apis.filter((r) => !r.page).map((r) => r.name);
  if (missing.length)
    throw new Error(`browser-support: no documenting page listed for ${missing.join(', ')} (src/browser-support/pages.mjs, API_PAGES)`);
  // One row per documenting page, in the order of API_PAGES: its names share its samples.
  const order = [...new Set(Object.values(API_PAGES))];
  const pages = order.map((page) => ({ page, names: apis.filter((r) => r.page === page), support: apis.find((r) => r.page === page)?.support }));
  return [
    paragraph([
      text('Generated at build time from '),
      inlineCode(`web-features ${DATA_VERSION}`),
      text(`, whose newest browser release is dated ${DATA_DATE}, and from what the pinned compiler makes of each page's samples.`),
    ]),
    table(
      ['API', "Status of its samples' CSS", 'Features short of widely available (first versions)'],
      pages
        .filter(({ names }) => names.length)
        .map(({ page, names, support }) =>
          row([
            names.flatMap(({ name }, i) => [...(i ? [text(', ')] : []), link(`/docs/api/${page}/`, [inlineCode(name)])]),
            [text(statusText(support))],
            featuresCell(support),
          ]),
        ),
    ),
    { type: 'heading', depth: 2, children: [text('Options that change the output')] },
    paragraph([text('Each option below is shown by one small module, compiled with the pinned compiler without and with it.')]),
    table(
      ['Option', 'What it changes', 'Without it', 'With it'],
      optionRows().map(({ option, where, effect, on, off }) =>
        row([
          [inlineCode(option)],
          [...prose(effect), text(' Set in '), ...prose(where), text('.')],
          [text(statusText(off)), ...featureNames(off)],
          [text(statusText(on)), ...featureNames(on)],
        ]),
      ),
    ),
  ];
}

/** Text with `code` spans, as Markdown nodes. */
const prose = (value) => value.split('`').map((part, i) => (i % 2 ? inlineCode(part) : text(part))).filter((node) => node.value);

/** ": Cascade layers" after a status: the features that set it. */
function featureNames(support) {
  if (!support.features.length) return [];
  return [text(': '), ...support.features.flatMap((f, i) => [...(i ? [text(', ')] : []), link(f.url, [text(f.name)])])];
}
