/**
 * Code blocks in the built pages (src/theme/CodeBlock/Line/Token): text Prism
 * leaves unhighlighted is bare text in its line, every highlighted token and
 * every empty line's token keeps its span.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { assertBuilt, byTag, find, htmlPages, textOf } from '../lib/built-site.mjs';

assertBuilt();

const classes = (el) => (el.attribs.class ?? '').split(/\s+/);

test('plain tokens are bare text; highlighted and empty-line tokens keep their spans', () => {
  let pages = 0;
  let highlighted = 0;
  let bare = 0;
  for (const page of htmlPages()) {
    const lines = find(page.doc, (el) => el.name === 'div' && classes(el).includes('token-line'));
    if (lines.length === 0) continue;
    pages += 1;
    for (const line of lines) {
      for (const span of byTag(line, 'span').filter((el) => classes(el).includes('token'))) {
        const plain = classes(span).join(' ') === 'token plain';
        if (plain) assert.equal(textOf(span), '', `${page.route}: a plain token with text in a span: "${textOf(span)}"`);
        else highlighted += 1;
      }
      bare += line.children.filter((node) => node.type === 'text' && node.data.trim() !== '').length;
    }
  }
  assert.ok(pages > 60, `pages with code: ${pages}`);
  assert.ok(highlighted > 20_000, `highlighted tokens: ${highlighted}`);
  assert.ok(bare > 4_000, `bare text runs in lines: ${bare}`);
});
