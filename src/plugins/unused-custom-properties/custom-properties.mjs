/**
 * Drops custom property declarations that the pages do not need: those
 * nothing reads, those a later rule overrides, and those with one constant
 * value, which are written in place.
 *
 * Infima declares some 300 `--ifm-*` properties on `:root` (and again for
 * dark mode), for every component it has; the site reads about half. Once
 * the whole client build is known, a declaration can go when no stylesheet
 * of the build reads it with `var()` and no JavaScript mentions its name
 * (the theme sets and reads a few from scripts, e.g. the navbar height).
 * Repeats until stable: a dropped declaration may have been the last reader
 * of another.
 *
 * Most of the rest never change: declared once, on `:root`, with a value
 * that reads no property that does change (`--ifm-global-radius: .4rem`).
 * Every element then computes the same value for them, so each `var()` of
 * one can be its value, and the declaration can go
 * (`inlineConstantCustomProperties`).
 */
import zlib from 'node:zlib';
import postcss from 'postcss';

const varReads = /var\(\s*(--[\w-]+)/g;
const names = /--[\w-]+/g;

/**
 * Custom properties declared again by a later top-level rule with the same
 * selector in the same stylesheet (the site's theme overrides Infima's
 * defaults on `:root`): the earlier declaration can never win.
 * @param {import('postcss').Root} root
 */
function dropOverridden(root) {
  const later = new Map();
  const rules = root.nodes.filter((node) => node.type === 'rule');
  for (const rule of rules.reverse()) {
    const seen = later.get(rule.selector) ?? new Set();
    for (const decl of [...rule.nodes].reverse()) {
      if (decl.type !== 'decl' || !decl.prop.startsWith('--')) continue;
      if (seen.has(decl.prop) && !decl.important) decl.remove();
      else if (!decl.important) seen.add(decl.prop);
    }
    later.set(rule.selector, seen);
  }
}

/** Every custom property name the scripts mention: they may set or read it. */
const namesIn = (scripts) => new Set(scripts.flatMap((text) => text.match(names) ?? []));

/**
 * @param {Record<string, string>} stylesheets file → CSS text
 * @param {string[]} scripts JavaScript texts
 * @returns {{ css: Record<string, string>, dropped: string[] }}
 */
export function dropUnusedCustomProperties(stylesheets, scripts) {
  const mentionedInScripts = namesIn(scripts);
  const roots = Object.fromEntries(Object.entries(stylesheets).map(([file, css]) => [file, postcss.parse(css)]));
  for (const root of Object.values(roots)) dropOverridden(root);
  const dropped = new Set();
  for (;;) {
    const read = new Set(mentionedInScripts);
    for (const root of Object.values(roots)) {
      root.walkDecls((decl) => {
        for (const match of decl.value.matchAll(varReads)) read.add(match[1]);
      });
    }
    let changed = false;
    for (const root of Object.values(roots)) {
      root.walkDecls(/^--/, (decl) => {
        if (read.has(decl.prop)) return;
        dropped.add(decl.prop);
        decl.remove();
        changed = true;
      });
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
      });
    }
    if (!changed) break;
  }
  const css = Object.fromEntries(Object.entries(roots).map(([file, root]) => [file, root.toString()]));
  return { css, dropped: [...dropped].sort() };
}

/**
 * `value` with each `var(--name)` (fallback included) whose name `lookup`
 * knows replaced by what it returns, spaced from its neighbours where the
 * text would otherwise run into one token (`var(--a)0` is two values).
 * @param {string} value
 * @param {(name: string) => string | undefined} lookup
 */
export function substituteVars(value, lookup) {
  let out = '';
  let i = 0;
  for (;;) {
    const start = value.indexOf('var(', i);
    if (start === -1) return out + value.slice(i);
    // The var() call's closing parenthesis (a fallback may hold parentheses of its own).
    let depth = 0;
    let end = start + 3;
    for (; end < value.length; end += 1) {
      if (value[end] === '(') depth += 1;
      else if (value[end] === ')' && --depth === 0) break;
    }
    const inner = value.slice(start + 4, end);
    const comma = inner.indexOf(',');
    const name = (comma === -1 ? inner : inner.slice(0, comma)).trim();
    const known = lookup(name);
    out += value.slice(i, start);
    if (known === undefined) {
      // Not ours to replace; its fallback may still read properties that are.
      out += comma === -1 ? `var(${inner})` : `var(${inner.slice(0, comma + 1)}${substituteVars(inner.slice(comma + 1), lookup)})`;
    } else {
      // Letters, digits and the like on both sides would read as one token.
      const joins = (a, b) => a !== undefined && b !== undefined && /[\w.%#-]/.test(a) && /[\w.%#-]/.test(b);
      const space = (a, b) => (joins(a, b) ? ' ' : '');
      out += `${space(out.at(-1), known[0])}${known}${space(known.at(-1), value[end + 1])}`;
    }
    i = end + 1;
  }
}

/**
 * Writes in place the custom properties that have one value on every
 * element: declared exactly once in all the stylesheets, in a top-level
 * `:root` rule, not `!important`, not registered with `@property` (whose
 * values compute by type), never named by a script, and whose value reads
 * only properties that are constant too. Each `var()` of one becomes its
 * value and its declaration goes, where that makes the CSS smaller (a long
 * value read in many places stays a property).
 * @param {Record<string, string>} stylesheets file → CSS text
 * @param {string[]} scripts JavaScript texts
 * @returns {{ css: Record<string, string>, inlined: string[] }}
 */
export function inlineConstantCustomProperties(stylesheets, scripts) {
  const mentionedInScripts = namesIn(scripts);
  const roots = Object.fromEntries(Object.entries(stylesheets).map(([file, css]) => [file, postcss.parse(css)]));
  /** @type {Map<string, import('postcss').Declaration[]>} */
  const declarations = new Map();
  const registered = new Set();
  const reads = new Map();
  for (const root of Object.values(roots)) {
    root.walkAtRules('property', (rule) => void registered.add(rule.params.trim()));
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) declarations.set(decl.prop, [...(declarations.get(decl.prop) ?? []), decl]);
      for (const match of decl.value.matchAll(varReads)) reads.set(match[1], (reads.get(match[1]) ?? 0) + 1);
    });
  }
  const candidate = (prop) => {
    const found = declarations.get(prop);
    if (!found || found.length !== 1 || registered.has(prop) || mentionedInScripts.has(prop)) return undefined;
    const [decl] = found;
    const rule = decl.parent;
    return !decl.important && rule?.type === 'rule' && rule.parent?.type === 'root' && rule.selector === ':root' ? decl : undefined;
  };
  // What each constant property stands for: its value with the constants it reads written in, or
  // `var()` of those left as properties. `null`: not constant (or still being resolved: a cycle).
  /** @type {Map<string, { value: string, inline: boolean } | null>} */
  const resolved = new Map();
  const resolve = (prop) => {
    if (resolved.has(prop)) return resolved.get(prop);
    resolved.set(prop, null);
    const decl = candidate(prop);
    if (!decl) return null;
    let constant = true;
    const value = substituteVars(decl.value, (name) => {
      const inner = resolve(name);
      if (inner === null) constant = false;
      return inner?.inline ? inner.value : undefined;
    });
    if (!constant) return null;
    // Smaller CSS: every read grows or shrinks by the value against `var(--name)`, the declaration goes.
    const growth = (reads.get(prop) ?? 0) * (value.length - `var(${prop})`.length) - `${prop}:${value};`.length;
    const result = { value, inline: growth < 0 };
    resolved.set(prop, result);
    return result;
  };
  for (const prop of declarations.keys()) resolve(prop);
  const inlined = [...resolved].filter(([, r]) => r?.inline).map(([prop]) => prop);
  const lookup = (name) => {
    const r = resolved.get(name);
    return r?.inline ? r.value : undefined;
  };
  for (const root of Object.values(roots)) {
    root.walkDecls((decl) => {
      if (lookup(decl.prop) !== undefined) decl.remove();
      else if (decl.value.includes('var(')) decl.value = substituteVars(decl.value, lookup);
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
  }
  const css = Object.fromEntries(Object.entries(roots).map(([file, root]) => [file, root.toString()]));
  return { css, inlined: inlined.sort() };
}

const pluginName = 'drop-unused-custom-properties';

/**
 * The Rspack/webpack plugin: runs on the client build's emitted CSS and JS
 * after minification (and before the real content hashes are computed):
 * what nothing reads first, then the constants.
 */
export class DropUnusedCustomPropertiesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 100 },
        () => {
          const text = (asset) => {
            const source = asset.source.source();
            return typeof source === 'string' ? source : source.toString('utf8');
          };
          const assets = compilation.getAssets();
          const stylesheets = Object.fromEntries(
            assets.filter((a) => a.name.endsWith('.css')).map((a) => [a.name, text(a)]),
          );
          if (Object.keys(stylesheets).length === 0) return;
          const scripts = assets.filter((a) => /\.m?js$/.test(a.name)).map(text);
          const unused = dropUnusedCustomProperties(stylesheets, scripts);
          const { css, inlined } = inlineConstantCustomProperties(unused.css, scripts);
          for (const [name, value] of Object.entries(css)) {
            if (value !== stylesheets[name]) compilation.updateAsset(name, new sources.RawSource(value));
          }
          // What the pass saves, in every build log: the figure that justifies keeping it.
          const size = (files) => {
            const all = Object.values(files).join('');
            return { raw: Buffer.byteLength(all), gzip: zlib.gzipSync(all).length };
          };
          const before = size(stylesheets);
          const after = size(css);
          console.log(
            `[${pluginName}] Dropped ${unused.dropped.length} unused custom properties and wrote ${inlined.length} ` +
              `constant ones in place: CSS ${before.raw} → ${after.raw} bytes, ` +
              `${before.gzip} → ${after.gzip} gzip.`,
          );
        },
      );
    });
  }
}
