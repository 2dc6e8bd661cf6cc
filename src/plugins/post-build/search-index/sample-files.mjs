/**
 * Which sample outputs file (src/plugins/sample-output) belongs to which
 * page, for the search indexer (./indexer.mjs, which puts the compile-error
 * messages of a page's samples in the index). A module of its own, loading
 * nothing, so that the build (./index.ts) and the tests share it without
 * loading the indexer.
 */

/**
 * Each docs page's sample outputs file by the page's route: the permalink
 * Docusaurus gave the page (`slug:` front matter included), so that the
 * file is never guessed from a URL.
 * @param {{permalink: string, source: string}[]} docs
 * @param {(source: string) => string | undefined} fileOf the outputs file of a source, if it has one
 * @returns {Record<string, string>}
 */
export function sampleFilesByRoute(docs, fileOf) {
  const files = {};
  for (const { permalink, source } of docs) {
    const file = fileOf(source);
    if (file) files[permalink.endsWith('/') ? permalink : `${permalink}/`] = file;
  }
  return files;
}
