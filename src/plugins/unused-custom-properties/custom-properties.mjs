/**
 * Drops custom property declarations that nothing reads, or that a later
 * rule overrides.
 *
 * Infima declares some 300 `--ifm-*` properties on `:root` (and again for
 * dark mode), for every component it has; the site reads about half. Once
 * the whole client build is known, a declaration can go when no stylesheet
 * of the build reads it with `var()` and no JavaScript mentions its name
 * (the theme sets and reads a few from scripts, e.g. the navbar height).
 * Repeats until stable: a dropped declaration may have been the last reader
 * of another.
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

/**
 * @param {Record<string, string>} stylesheets file → CSS text
 * @param {string[]} scripts JavaScript texts
 * @returns {{ css: Record<string, string>, dropped: string[] }}
 */
export function dropUnusedCustomProperties(stylesheets, scripts) {
  const mentionedInScripts = new Set(scripts.flatMap((text) => text.match(names) ?? []));
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

const pluginName = 'drop-unused-custom-properties';

/**
 * The Rspack/webpack plugin: runs on the client build's emitted CSS and JS
 * after minification (and before the real content hashes are computed).
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
          const { css, dropped } = dropUnusedCustomProperties(stylesheets, scripts);
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
            `[${pluginName}] Dropped ${dropped.length} custom properties: CSS ${before.raw} → ${after.raw} bytes, ` +
              `${before.gzip} → ${after.gzip} gzip.`,
          );
        },
      );
    });
  }
}
