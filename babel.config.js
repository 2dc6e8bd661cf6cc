/**
 * Babel configuration for the StyleX pass only.
 *
 * SWC (Docusaurus "Faster") compiles the site's JavaScript. Before it runs, a
 * pre-loader (src/plugins/stylex/index.ts) sends our own source files through
 * Babel with this config so `@stylexjs/babel-plugin` can replace every
 * `stylex.create` call with static class names. The PostCSS plugin reads this
 * same file to generate the CSS, which keeps class-name hashes in step. The
 * code-sample tests reuse `stylexOptions` so the docs are checked against the
 * exact compiler settings the site uses.
 */
const path = require('path');

function stylexOptions(dev) {
  return {
    dev,
    // The CSS is extracted by @stylexjs/postcss-plugin; nothing is injected at runtime.
    runtimeInjection: false,
    // Keeps the `import './tokens.stylex'` side effect so TypeScript's
    // import elision cannot drop a variables file whose CSS we need.
    treeshakeCompensation: true,
    // Docusaurus' `@site/…` alias, so tokens can be imported from anywhere.
    aliases: { '@site/*': [path.join(__dirname, '*')] },
    unstable_moduleResolution: {
      type: 'commonJS',
      rootDir: __dirname,
    },
  };
}

module.exports = function babelConfig(api) {
  const dev = api.env('development');
  return {
    babelrc: false,
    // Syntax only: SWC does the real down-levelling afterwards.
    parserOpts: { plugins: [] },
    plugins: [
      '@babel/plugin-syntax-jsx',
      ['@stylexjs/babel-plugin', stylexOptions(dev)],
    ],
    overrides: [
      {
        test: /\.ts$/,
        plugins: [['@babel/plugin-syntax-typescript', { isTSX: false }]],
      },
      {
        test: /\.tsx$/,
        plugins: [['@babel/plugin-syntax-typescript', { isTSX: true }]],
      },
    ],
  };
};

module.exports.stylexOptions = stylexOptions;
module.exports.siteDir = path.resolve(__dirname);
