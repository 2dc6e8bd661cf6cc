/**
 * Loader for the browser build's copy of the generated site config (see
 * ./index.ts): removes the keys no browser code reads. Docusaurus writes the
 * file as `export default <JSON>;`, which is parsed rather than edited as
 * text; any other shape fails the build instead of shipping a broken config.
 */
const buildOnly = require('./site-config-build-only-keys.json');

module.exports = function stripSiteConfig(source) {
  const match = /export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match) throw new Error('client-site-config: the generated site config is not `export default {...};`');
  const config = JSON.parse(match[1]);
  for (const key of buildOnly) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
};
