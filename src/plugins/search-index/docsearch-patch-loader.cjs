/**
 * Build-time fixes for three bugs of the DocSearch modal (@docsearch/react 4.7.0,
 * pinned through package.json `overrides`). The loader edits the published,
 * minified module when the bundler reads it; nothing on disk changes.
 *
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
 * The wrong "See all N results" count (nbHits summed over keystrokes) is fixed
 * in our SearchBar instead, without patching.
 *
 * Every patch must match exactly once: if DocSearch changes, the build fails
 * here with a clear message instead of silently shipping the bugs again.
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
];

function applyDocSearchPatches(source) {
  let out = source;
  for (const patch of PATCHES) {
    const count = out.split(patch.find).length - 1;
    if (count !== 1) {
      throw new Error(
        `DocSearch patch "${patch.name}" matched ${count} times (expected 1). ` +
          'The installed @docsearch/react is not the version these patches were written for; ' +
          'check src/plugins/search-index/docsearch-patch-loader.cjs.',
      );
    }
    out = out.replace(patch.find, () => patch.replace);
  }
  return out;
}

module.exports = function docSearchPatchLoader(source) {
  return applyDocSearchPatches(String(source));
};
module.exports.applyDocSearchPatches = applyDocSearchPatches;
