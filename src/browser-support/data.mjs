/**
 * The pinned `web-features` data (package-lock.json), indexed by what CSS
 * names: a property, a property's value, an at-rule, a media feature, a
 * function or unit, a selector. Each name maps to the browser-compat key
 * behind it, the web-features feature that key belongs to, and that key's
 * own Baseline status and first versions, so that a sample using one part of
 * a larger feature is judged by that part.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const data = require('web-features/data.json');

/** The data's version and the newest browser release it records (its date). */
// The package exports no package.json: it is read beside the data.
const packageFile = path.join(path.dirname(require.resolve('web-features/data.json')), 'package.json');
export const DATA_VERSION = JSON.parse(fs.readFileSync(packageFile, 'utf8')).version;
export const DATA_DATE = Object.values(data.browsers)
  .flatMap((browser) => browser.releases.map((release) => release.date))
  .sort()
  .at(-1);

/** The browsers a line names (Baseline's core set also has their Android and iOS versions). */
export const BROWSERS = [
  ['chrome', 'Chrome'],
  ['edge', 'Edge'],
  ['firefox', 'Firefox'],
  ['safari', 'Safari'],
];

/** The page of a web-features feature. */
export const featureUrl = (id) => `https://web-platform-dx.github.io/web-features-explorer/features/${id}/`;

// Names hold no underscore: a key part with one describes a behaviour, not syntax.
const NAME = '[a-zA-Z\\d-]+';
const PATTERNS = [
  ['media', new RegExp(`^css\\.at-rules\\.media\\.(${NAME})$`)],
  ['at-rule', new RegExp(`^css\\.at-rules\\.(${NAME})$`)],
  ['property', new RegExp(`^css\\.properties\\.(${NAME})$`)],
  ['value', new RegExp(`^css\\.properties\\.(${NAME}\\.${NAME})$`)],
  ['selector', new RegExp(`^css\\.selectors\\.(${NAME})$`)],
  // Functions and units: `css.types.anchor`, `css.types.color.light-dark`.
  ['type', new RegExp(`^css\\.types\\.(?:${NAME}\\.)?(${NAME})$`)],
];

/** `${kind}:${name}` → { key, feature, status } */
const index = new Map();
for (const [id, feature] of Object.entries(data.features)) {
  if (feature.kind !== 'feature') continue;
  for (const key of feature.compat_features ?? []) {
    for (const [kind, pattern] of PATTERNS) {
      const match = pattern.exec(key);
      if (!match) continue;
      const name = `${kind}:${match[1].toLowerCase()}`;
      // A name two keys give (a unit of two types) keeps the first.
      if (!index.has(name)) index.set(name, { key, feature: id, status: feature.status.by_compat_key?.[key] ?? feature.status });
      break;
    }
  }
}

/**
 * What the data says about one name of a kind ('property', 'value' as
 * `property.value`, 'at-rule', 'media', 'selector', 'type'), or undefined.
 */
export function lookUp(kind, name) {
  const entry = index.get(`${kind}:${name.toLowerCase()}`);
  if (!entry) return undefined;
  return { ...entry, name: data.features[entry.feature].name };
}

/** A feature's name and overall status. */
export function feature(id) {
  const { name, status } = data.features[id];
  return { id, name, status };
}

/** 'widely' | 'newly' | 'limited' for a web-features status. */
export function level(status) {
  if (status.baseline === 'high') return 'widely';
  if (status.baseline === 'low') return 'newly';
  return 'limited';
}
