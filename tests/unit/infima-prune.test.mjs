/**
 * The Infima pruning of src/plugins/infima-prune: which selectors go, which
 * stay, and how selector lists and negations are handled.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { isDroppedClass, pruneInfima, pruneSelector, splitSelectors } from '../../src/plugins/infima-prune/prune.mjs';

const require = createRequire(import.meta.url);
const postcss = require('postcss');

test('dropped and kept classes', () => {
  for (const name of ['pills__item', 'button-group', 'pagination__link', 'card__body', 'button--danger', 'col--5', 'margin-top--xs', 'footer__title']) {
    assert.equal(isDroppedClass(name), true, name);
  }
  for (const name of ['pagination-nav__link', 'card', 'button', 'button--secondary', 'col--6', 'margin-vert--lg', 'menu__link', 'footer', 'text--truncate']) {
    assert.equal(isDroppedClass(name), false, name);
  }
});

test('a selector needing a dropped class goes; a negation of one is dropped from the selector', () => {
  assert.equal(pruneSelector('.pills__item:hover'), null);
  assert.equal(pruneSelector('.button.button--secondary'), '.button.button--secondary');
  assert.equal(
    pruneSelector('.button.button--secondary.button--outline:not(.button--active):not(:hover)'),
    '.button.button--secondary.button--outline:not(:hover)',
  );
  assert.throws(() => pruneSelector(':is(.pills, .menu) a'), /cannot prune/);
});

test('selector lists split at top-level commas only', () => {
  assert.deepEqual(splitSelectors('.a, .b:not(.c, .d), [x=","]'), ['.a', '.b:not(.c, .d)', '[x=","]']);
});

test('pruning a stylesheet keeps the live parts of each rule and removes emptied at-rules', () => {
  const root = postcss.parse(`
    .menu__link, .pills__item { color: red }
    @media (max-width: 996px) { .pills--block { display: block } }
    @keyframes spin { from { opacity: 0 } }
    :root { --ifm-pills-spacing: 1px; --ifm-menu-color: red }
  `);
  pruneInfima(root);
  const css = root.toString().replace(/\s+/g, ' ').trim();
  assert.match(css, /\.menu__link \{ color: red \}/);
  assert.doesNotMatch(css, /pills/);
  assert.doesNotMatch(css, /@media/);
  assert.match(css, /@keyframes spin/);
  assert.match(css, /--ifm-menu-color/);
});

test('custom properties nothing reads are dropped, across stylesheets, until stable', async () => {
  const { dropUnusedCustomProperties } = await import('../../src/plugins/unused-custom-properties/custom-properties.mjs');
  const { css, dropped } = dropUnusedCustomProperties(
    {
      'main.css': ':root{--a:1px;--b:var(--c);--c:2px;--d:3px;--e:var(--f);--f:4px;--g:5px;--navbar-height:60px}.x{margin:var(--a)}',
      'modal.css': '.m{padding:var(--d)}',
    },
    ['el.style.getPropertyValue("--navbar-height")'],
  );
  // --a read in main.css, --d only in the other (lazy) stylesheet, the
  // navbar height only by a script; --b and --e were never read, which
  // leaves --c and --f unread in turn; --g is read nowhere.
  assert.deepEqual(dropped, ['--b', '--c', '--e', '--f', '--g']);
  assert.equal(css['main.css'], ':root{--a:1px;--d:3px;--navbar-height:60px}.x{margin:var(--a)}');
  assert.equal(css['modal.css'], '.m{padding:var(--d)}');
});

test('a rule left without declarations is removed', async () => {
  const { dropUnusedCustomProperties } = await import('../../src/plugins/unused-custom-properties/custom-properties.mjs');
  const { css } = dropUnusedCustomProperties({ 'a.css': '[data-theme=dark]{--unused:red}.y{color:blue}' }, []);
  assert.equal(css['a.css'], '.y{color:blue}');
});

test('a custom property declared again by a later rule with the same selector keeps only the later one', async () => {
  const { dropUnusedCustomProperties } = await import('../../src/plugins/unused-custom-properties/custom-properties.mjs');
  const { css } = dropUnusedCustomProperties(
    { 'a.css': ':root{--c:red;--d:1px}html[data-theme=dark]{--c:pink}:root{--c:blue}.y{color:var(--c);margin:var(--d)}' },
    [],
  );
  assert.equal(css['a.css'], ':root{--d:1px}html[data-theme=dark]{--c:pink}:root{--c:blue}.y{color:var(--c);margin:var(--d)}');
});

test('a custom property with one value on every element is written in place', async () => {
  const { inlineConstantCustomProperties } = await import('../../src/plugins/unused-custom-properties/custom-properties.mjs');
  const { css, inlined } = inlineConstantCustomProperties(
    {
      'main.css':
        ':root{--a:1px;--b:calc(var(--a)*2);--c:red;--s:.2s}html[data-theme=dark]{--c:blue}' +
        '.x{margin:var(--a)0 var(--b);color:var(--c);transition:opacity var(--s)ease}',
      'modal.css': '.m{padding:var(--a,4px)}',
    },
    [],
  );
  // --c changes with the colour mode: it stays a property. Written in place,
  // a value keeps apart from its neighbours (`var(--b)0` was two values).
  assert.deepEqual(inlined, ['--a', '--b', '--s']);
  assert.equal(css['main.css'], ':root{--c:red}html[data-theme=dark]{--c:blue}.x{margin:1px 0 calc(1px*2);color:var(--c);transition:opacity .2s ease}');
  assert.equal(css['modal.css'], '.m{padding:1px}');
});

test('a custom property that may differ between elements stays a property', async () => {
  const { inlineConstantCustomProperties } = await import('../../src/plugins/unused-custom-properties/custom-properties.mjs');
  const stylesheets = {
    'a.css':
      ':root{--set-by-script:1px;--local:2px;--wide:3px;--important:4px!important;--typed:5px;--reads-local:var(--local)}' +
      '.card{--local:8px}@media (width<=996px){:root{--wide:6px}}@property --typed{syntax:"<length>";inherits:true;initial-value:0}' +
      '.x{margin:var(--set-by-script) var(--local) var(--wide) var(--important);width:var(--typed);height:var(--reads-local)}',
  };
  const { css, inlined } = inlineConstantCustomProperties(stylesheets, ['el.style.setProperty("--set-by-script", "2px")']);
  assert.deepEqual(inlined, []);
  assert.equal(css['a.css'], stylesheets['a.css']);
});

test('a long constant read in many places stays a property, and the constants reading it refer to it', async () => {
  const { inlineConstantCustomProperties } = await import('../../src/plugins/unused-custom-properties/custom-properties.mjs');
  const icon = 'url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\"><path d=\\"M7 15l5-5 5 5\\"/></svg>")';
  const { css, inlined } = inlineConstantCustomProperties(
    { 'a.css': `:root{--icon:${icon};--caret:var(--icon)}.a{background:var(--caret)}.b{mask:var(--icon)}.c{background:var(--icon)}` },
    [],
  );
  assert.deepEqual(inlined, ['--caret']);
  assert.equal(css['a.css'], `:root{--icon:${icon}}.a{background:var(--icon)}.b{mask:var(--icon)}.c{background:var(--icon)}`);
});
