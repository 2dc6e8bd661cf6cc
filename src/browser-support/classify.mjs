/**
 * The browser support of a piece of CSS: its overall Baseline status and the
 * features that hold it back, judged by the pinned `web-features` data
 * (./data.mjs).
 *
 * `@eslint/css` parses the CSS and its `use-baseline` rule finds the
 * properties, values, at-rules, media features, functions, units and
 * selectors that are not widely available (honouring `@supports`); each
 * finding is then looked up in the pinned data, which gives its status and
 * first versions. What the CSS names and the data does not know is returned
 * as `unclassified`, never guessed. A rule that only refines CSS which works
 * without it (see OPTIONAL) is an enhancement: named, but it does not hold
 * the CSS back.
 */
import { Linter } from 'eslint';
import css from '@eslint/css';
import { BROWSERS, feature, featureUrl, level, lookUp } from './data.mjs';

const useBaseline = css.rules['use-baseline'];

/**
 * Rules a browser may skip with nothing lost but a refinement, by at-rule:
 * whether a node is one, and what happens without it. `@property` with
 * `syntax: "*"` (what StyleX's dynamic styles compile to) gives the variable
 * no type; it only stops it inheriting. A browser without `@property` skips
 * the registration and the variable still applies, inheriting like any
 * custom property. A typed registration (`stylex.types`) is not optional:
 * without it the value has no type, so it cannot be animated.
 */
const OPTIONAL = {
  property: {
    is: (node) =>
      (node.block?.children ?? []).some(
        (child) =>
          child.type === 'Declaration' &&
          child.property.toLowerCase() === 'syntax' &&
          child.value.children?.length === 1 &&
          child.value.children[0].type === 'String' &&
          child.value.children[0].value.trim() === '*',
      ),
    without: 'without it the variables still apply, and inherit',
  },
};

/** The rule's findings, with the names it found (its messages hold them only as text). */
function findings(source) {
  const found = [];
  const names = [];
  const values = [];
  // Where an optional rule starts (`line:column`), and what is lost without it.
  const optional = new Map();
  const plugin = {
    rules: {
      // The rule as it is, with its reports collected instead of printed.
      findings: {
        meta: { ...useBaseline.meta, defaultOptions: undefined },
        create(context) {
          const collect = Object.create(context, {
            options: {
              value: [{ ...useBaseline.meta.defaultOptions[0], available: 'widely' }],
            },
            report: {
              value: (report) =>
                found.push({
                  messageId: report.messageId,
                  ...report.data,
                  at: report.loc.start,
                }),
            },
          });
          return useBaseline.create(collect);
        },
      },
      // Every name the CSS uses, to tell the ones the data does not know.
      names: {
        meta: { type: 'problem', languages: ['css/css'] },
        create: () => {
          // Inside `@supports` the CSS tests for what it uses: left to the rule, which checks the condition.
          let supports = 0;
          return {
            'Atrule[name=/^supports$/i]': () => supports++,
            'Atrule[name=/^supports$/i]:exit': () => supports--,
            // Declarations of style rules: an at-rule's own descriptors are the at-rule's.
            'Rule > Block > Declaration': (node) => {
              if (supports) return;
              const property = node.property.toLowerCase();
              if (property.startsWith('--')) {
                // A variable's value is kept as written (the rule skips it): its functions
                // (`light-dark()` in a `defineVars` value) take effect where it is read.
                for (const [, name] of String(node.value.value ?? '').matchAll(/([a-zA-Z-]+)\(/g)) values.push(['type', name, `${name}()`]);
                return;
              }
              names.push(['property', property]);
              for (const child of node.value.children ?? []) {
                if (child.type === 'Identifier') values.push(['value', `${property}.${child.name}`, `${property}: ${child.name}`]);
                if (child.type === 'Function') values.push(['type', child.name, `${child.name}()`]);
              }
            },
            Atrule: (node) => {
              const kind = OPTIONAL[node.name.toLowerCase()];
              if (kind?.is(node)) optional.set(`${node.loc.start.line}:${node.loc.start.column}`, kind.without);
              names.push(['at-rule', node.name, `${node.loc.start.line}:${node.loc.start.column}`]);
            },
          };
        },
      },
    },
  };
  const messages = new Linter({ configType: 'flat' }).verify(
    source,
    [
      {
        files: ['**/*.css'],
        language: 'css/css',
        languageOptions: { tolerant: true },
        plugins: { css, support: plugin },
        rules: { 'support/findings': 'error', 'support/names': 'error' },
      },
    ],
    'sample.css',
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`browser-support: the CSS does not parse: ${fatal.message}`);
  return { found, names, values, optional };
}

/** The data's kind and name for one finding of the rule, and how the CSS writes it. */
function nameOf(finding, lines) {
  switch (finding.messageId) {
    case 'notBaselineProperty':
      return ['property', finding.property, finding.property];
    case 'notBaselinePropertyValue':
      return ['value', `${finding.property}.${finding.value}`, `${finding.property}: ${finding.value}`];
    case 'notBaselineAtRule':
      return ['at-rule', finding.atRule, `@${finding.atRule}`];
    case 'notBaselineMediaCondition':
      return ['media', finding.condition, `@media (${finding.condition})`];
    case 'notBaselineFunction':
      return ['type', finding.function, `${finding.function}()`];
    case 'notBaselineUnit':
      return ['type', finding.unit, finding.unit];
    default:
      // notBaselineSelector: 'nesting' is the `&` of nested rules; a pseudo-element starts with two colons.
      if (finding.selector === 'nesting') return ['selector', 'nesting', '&'];
      return [
        'selector',
        finding.selector,
        `${lines[finding.at.line - 1].startsWith('::', finding.at.column - 1) ? '::' : ':'}${finding.selector}`,
      ];
  }
}

/**
 * Features the rule counts as available everywhere though the data does not
 * (as `use-baseline` does): `cursor` lacks support only where there is no pointer.
 */
const WIDE_SUPPORT = new Set(['cursor']);

const RANK = { widely: 0, newly: 1, limited: 2 };

/**
 * @typedef {{ browser: string, version: string | null }} Support
 * @typedef {{ id: string, name: string, status: 'newly' | 'limited', since?: string, uses: string[], support: Support[], url: string, without?: string }} Feature
 * @typedef {{ status: 'widely' | 'newly' | 'limited', since?: string, features: Feature[], enhancements: Feature[], unclassified: string[] }} BrowserSupport
 */

/**
 * The browser support of `source` (CSS). `status` is the lowest of its
 * features'; `since` is, for newly available CSS, the date its last feature
 * became available everywhere. `features` are those short of widely
 * available, each with the syntax that uses it and its first versions (null:
 * not supported); `enhancements` are such features the CSS uses only in
 * optional rules (OPTIONAL), each with what a browser without it loses;
 * `unclassified` names what the data does not know.
 *
 * @param {string} source
 * @returns {BrowserSupport}
 */
export function classifyCss(source) {
  const { found, names, values, optional } = findings(source);
  const lines = source.split('\n');
  /** @type {Map<string, Feature>} */
  const features = new Map();
  /** @type {Map<string, Feature>} */
  const enhancements = new Map();
  const unclassified = new Set();
  const add = (entry, shown, without) => {
    if (WIDE_SUPPORT.has(entry.feature)) return;
    const status = level(entry.status);
    if (status === 'widely') return;
    const since = status === 'newly' ? entry.status.baseline_low_date : undefined;
    const support = BROWSERS.map(([id, browser]) => ({
      browser,
      version: entry.status.support?.[id] ?? null,
    }));
    const into = without ? enhancements : features;
    const known = into.get(entry.feature);
    if (!known) {
      const { name } = feature(entry.feature);
      into.set(entry.feature, {
        id: entry.feature,
        name,
        status,
        ...(since && { since }),
        uses: [shown],
        support,
        url: featureUrl(entry.feature),
        ...(without && { without }),
      });
      return;
    }
    if (!known.uses.includes(shown)) known.uses.push(shown);
    // A feature is as available as the least available of its parts the CSS uses.
    if (RANK[status] > RANK[known.status] || (status === 'newly' && known.status === 'newly' && since > known.since)) {
      Object.assign(known, { status, since, support });
      if (!since) delete known.since;
    }
  };
  for (const finding of found) {
    const [kind, name, shown] = nameOf(finding, lines);
    const entry = lookUp(kind, name);
    if (entry) add(entry, shown, kind === 'at-rule' ? optional.get(`${finding.at.line}:${finding.at.column}`) : undefined);
    else unclassified.add(shown);
  }
  // The names the rule's own copy of the data passes but the pinned data
  // does not (data newer than the rule's), and those neither knows.
  for (const [kind, name, at] of names) {
    // Custom properties and vendor-prefixed names are outside the data.
    if (name.startsWith('-')) continue;
    const shown = kind === 'at-rule' ? `@${name}` : name;
    const entry = lookUp(kind, name);
    if (entry) add(entry, shown, at && optional.get(at));
    else unclassified.add(shown);
  }
  // Values and functions the data does not list are most of them (keywords, lengths): not named.
  for (const [kind, name, shown] of values) {
    const entry = lookUp(kind, name);
    if (entry) add(entry, shown);
  }
  const byStatus = (a, b) => RANK[b.status] - RANK[a.status] || a.name.localeCompare(b.name);
  const list = [...features.values()].sort(byStatus);
  const status = list[0]?.status ?? 'widely';
  const since =
    status === 'newly'
      ? list
          .map((f) => f.since ?? '')
          .sort()
          .at(-1)
      : undefined;
  return {
    status,
    ...(since && { since }),
    features: list,
    // A feature the CSS also needs elsewhere is not optional.
    enhancements: [...enhancements.values()].filter((f) => !features.has(f.id)).sort(byStatus),
    unclassified: [...unclassified].sort(),
  };
}
