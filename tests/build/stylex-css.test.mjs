/**
 * The production build ships StyleX as a static stylesheet: the atomic
 * classes in the HTML resolve to rules in the built CSS, and no StyleX runtime
 * injection code is in the JavaScript. Runs after `npm run build`.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const read = (rel) => fs.readFileSync(path.join(buildDir, rel), 'utf8');

function stylesheetsOf(html) {
  return [...html.matchAll(/<link[^>]+rel=["']?stylesheet["']?[^>]*>/g)]
    .map((m) => /href=["']?([^"' >]+)/.exec(m[0])?.[1])
    .filter(Boolean)
    .map((href) => read(href.replace(/^\//, '')));
}

function atomicClassesOf(html) {
  const classes = new Set();
  for (const m of html.matchAll(/class=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    for (const c of (m[1] ?? m[2] ?? m[3]).split(/\s+/)) {
      if (/^x[a-z0-9]{5,9}$/.test(c)) classes.add(c);
    }
  }
  return classes;
}

for (const page of ['index.html', 'docs/index.html', 'blog/index.html', 'docs/learn/index.html']) {
  test(`StyleX classes of ${page} resolve to rules in its static CSS`, () => {
    const html = read(page);
    const css = stylesheetsOf(html).join('\n');
    const classes = atomicClassesOf(html);
    assert.ok(classes.size >= 10, `expected StyleX classes in ${page}, found ${classes.size}`);
    const missing = [...classes].filter((c) => !css.includes(`.${c}`));
    assert.deepEqual(missing, [], `classes without a CSS rule in ${page}`);
  });
}

test('the design tokens are defined as :root variables in the CSS', () => {
  const css = stylesheetsOf(read('index.html')).join('\n');
  // The colours global CSS reads, under their stable names, with both modes' values…
  assert.match(css, /:root,\.x[a-z0-9]+\{--site-background:light-dark\(/);
  // …and the site's colour tokens, which refer to them.
  assert.match(css, /:root,\.x[a-z0-9]+\{--x[a-z0-9]+:var\(--site-background\)/);
});

test('the built CSS is minified and shipped as a file, not inline', () => {
  const html = read('index.html');
  assert.doesNotMatch(html, /<style[^>]*>[^<]*\.x[a-z0-9]{5,9}\{/);
  for (const css of stylesheetsOf(html)) assert.ok(!/\n\s+\S/.test(css.slice(0, 5000)), 'CSS is not minified');
});

test('no StyleX runtime injection in the JavaScript', () => {
  const jsDir = path.join(buildDir, 'assets/js');
  const offenders = fs
    .readdirSync(jsDir)
    .filter((f) => f.endsWith('.js'))
    // The playground's lazily loaded compiler (Babel + the StyleX plugin) and
    // the runtime of its sandboxed preview are what it demonstrates; they
    // never style the site itself.
    .filter((f) => !f.startsWith('playground-preview-runtime.'))
    .filter((f) => !fs.readFileSync(path.join(jsDir, f), 'utf8').includes('transformFromAstSync'))
    .filter((f) => {
      const js = fs.readFileSync(path.join(jsDir, f), 'utf8');
      // The injector marks its <style> with data-stylex; the uncompiled
      // runtime builds its error from a template (docs prose quotes the
      // finished message, which is fine).
      return /["']data-stylex["']|Unexpected 'stylex\.(\$\{|["'`]\s*\+)/.test(js);
    });
  assert.deepEqual(offenders, []);
});
