/**
 * Our fixes to DocSearch's modal (@docsearch/react 4.7.0, pinned through
 * package.json `overrides`): the one place where the site changes a
 * third-party package. The loader edits the published, minified module
 * (the package's `./modal` export, the only DocSearch module the browser
 * build bundles) when the bundler reads it; nothing on disk changes. The package
 * ships that module as a few very long lines, so a patch-package diff would
 * carry the whole file twice; a list of exact replacements stays readable.
 *
 * Behaviour bugs:
 * 1. Error state: when a search fails, the modal sets its status to "error" and
 *    autocomplete-core's `finally` resets it to "idle" in the same tick, so the
 *    "Unable to fetch results" screen never renders. The patch keeps "error"
 *    until the next keystroke, and handles the rejection it has just shown
 *    (upstream leaves it unhandled).
 * 2. "Try searching for" suggestions: the modal merges the suggestion list with
 *    an object spread, which drops `length`, so the list is never rendered. The
 *    patch stores the plain array of result groups instead.
 * 3. No false "No results": while the first results of a session load, the
 *    modal shows the no-results screen (it renders it for any query without
 *    results, loading or not). The patch leaves the panel empty until the
 *    search has answered; the search box shows its loading spinner meanwhile.
 *
 * Content-Security-Policy violations (the site's policy has no 'unsafe-eval'
 * and no inline <style>; see deploy/headers.mjs):
 * 4. The modal bundles zod 4 for its Ask AI code. Zod probes whether it may
 *    compile parsers with `new Function("")` when the first object schema is
 *    made; the probe's error is caught, but every browser still reports a
 *    `script-src` violation for it. Zod's own switch, `jitless`, skips the
 *    probe; the bundled copy keeps its config private, so the patch sets
 *    `jitless` in it. Under our policy zod could never compile anyway, so
 *    nothing else changes. Upstream: https://github.com/colinhacks/zod/issues/4461,
 *    https://github.com/colinhacks/zod/issues/5414 (`jitless` only skips the
 *    probe when set before the first schema: https://github.com/colinhacks/zod/pull/5864).
 * 5. The "Powered by Algolia" logo (upstream
 *    packages/docsearch-react/src/AlgoliaLogo.tsx) colours its paths with an
 *    inline <style> element, which `style-src` blocks (and the logo then paints
 *    black). The patch drops the <style> and gives the shapes SVG presentation
 *    attributes instead: `fill="currentColor"`, which follows DocSearch's own
 *    `--docsearch-logo-color` (the same blue in light mode, white in dark), and
 *    `fill-rule="evenodd"` where the style set it.
 *
 * The wrong "See all N results" count (nbHits summed over keystrokes) is fixed
 * in our SearchBar instead, without patching.
 *
 * Every patch must match exactly as often as it says (once unless `count` is
 * given): if DocSearch changes, the build fails here with a clear message
 * instead of silently shipping the bugs again.
 */
const PATCHES = [
  {
    name: 'keep the error status',
    find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    replace:
      '.catch(function(){}).finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    name: 'keep the suggestion list an array',
    find: 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})',
    replace: 'u({searchSuggestions:Object.keys(o)})',
  },
  {
    name: 'no no-results screen while loading',
    find: 'a.state.query?a.hasCollections||a.canHandleAskAi?',
    replace: 'a.state.query?"idle"!==a.state.status&&!a.hasCollections&&!a.canHandleAskAi?null:a.hasCollections||a.canHandleAskAi?',
  },
  {
    // `ja` is zod's globalConfig; `Na` is the (tree-shaken) z.config.
    name: 'zod: no eval probe (jitless)',
    find: 'ja={};function Na(e){return ja}',
    replace: 'ja={jitless:!0};function Na(e){return ja}',
  },
  {
    name: 'Algolia logo: no inline <style>',
    find: 'e.createElement("defs",null,e.createElement("style",null,".cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}")),',
    replace: '',
  },
  {
    name: 'Algolia logo: fill as an attribute',
    find: 'className:"cls-1"',
    replace: 'fill:"currentColor"',
    count: 2,
  },
  {
    name: 'Algolia logo: fill and fill-rule as attributes',
    find: 'className:"cls-2"',
    replace: 'fill:"currentColor",fillRule:"evenodd"',
    count: 7,
  },
];

function applyDocSearchPatches(source) {
  let out = source;
  for (const patch of PATCHES) {
    const expected = patch.count ?? 1;
    const count = out.split(patch.find).length - 1;
    if (count !== expected) {
      throw new Error(
        `DocSearch patch "${patch.name}" matched ${count} times (expected ${expected}). ` +
          'The installed @docsearch/react is not the version these patches were written for; ' +
          'check src/plugins/docsearch-patches/patches.cjs.',
      );
    }
    out = out.split(patch.find).join(patch.replace);
  }
  return out;
}

module.exports = function docSearchPatchLoader(source) {
  return applyDocSearchPatches(String(source));
};
module.exports.applyDocSearchPatches = applyDocSearchPatches;
module.exports.PATCHES = PATCHES;
