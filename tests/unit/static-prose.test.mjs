import { test } from 'node:test';
import path from 'node:path';
import assert from 'node:assert/strict';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadTs } from '../lib/load-ts.mjs';
import { siteDir } from '../../src/site-dir.mjs';

/**
 * src/partial-hydration/client/tree.ts: which top-level blocks of a Markdown page React
 * hydrates as bare elements (their server markup left alone), and which it
 * hydrates whole because something in them is interactive.
 */
const { staticBlocks, hasIsland } = loadTs(path.join(siteDir, 'src/partial-hydration/client/tree.ts'));

const Heading = ({ as: As, children }) => createElement(As, null, children);
const Link = ({ href, children }) => createElement('a', { href }, children);
const Tabs = ({ children }) => createElement('div', { role: 'tablist' }, children);
const roots = new Map([
  [Heading, 'h2'],
  [Link, 'a'],
]);
const staticRoot = (element) => roots.get(element.type);

const h = createElement;
const page = h(
  Fragment,
  null,
  h('p', null, 'Some ', h(Link, { href: '/docs/' }, 'prose'), '.'),
  '\n',
  h(Heading, { as: 'h2' }, 'A heading'),
  '\n',
  h('ul', null, h('li', null, h(Tabs, null, 'an island in a list'))),
  h('hr'),
  h('div', { onClick: () => {} }, 'a handler'),
);

/** What each top-level block became: a bare tag, or the original element. */
function shapes(tree) {
  return tree.props.children.map((child) => {
    if (typeof child === 'string') return child;
    const bare = child.props.dangerouslySetInnerHTML !== undefined;
    return bare ? `bare ${child.type}` : `kept ${typeof child.type === 'string' ? child.type : child.type.name}`;
  });
}

test('static blocks become bare elements of the tag they render; islands stay whole', () => {
  assert.deepEqual(shapes(staticBlocks(page, staticRoot)), [
    'bare p',
    '\n',
    'bare h2',
    '\n',
    'kept ul', // holds an unknown component
    'kept hr', // void: nothing to leave alone
    'kept div', // a handler needs React
  ]);
});

test('bare blocks render no markup of their own and share one frozen prop', () => {
  const tree = staticBlocks(page, staticRoot);
  const [p, , heading] = tree.props.children;
  assert.equal(renderToStaticMarkup(p), '<p></p>');
  // React compares this prop by identity: a later render must not rewrite the server's markup.
  assert.equal(p.props.dangerouslySetInnerHTML, heading.props.dangerouslySetInnerHTML);
  assert.ok(Object.isFrozen(p.props.dangerouslySetInnerHTML));
});

test('a single block and a ref', () => {
  const ref = () => {};
  const tree = staticBlocks(h('p', null, 'alone'), staticRoot, ref);
  const block = tree.props.children;
  assert.equal(block.type, 'p');
  assert.equal(block.props.ref, ref);
  assert.equal(renderToStaticMarkup(tree), '<p></p>');
});

test('hasIsland looks through fragments, arrays and static components', () => {
  assert.equal(hasIsland('text', staticRoot), false);
  assert.equal(hasIsland([h(Link, { href: '/' }, h('code', null, 'x'))], staticRoot), false);
  assert.equal(hasIsland(h(Fragment, null, h('em', null, h(Tabs))), staticRoot), true);
  assert.equal(hasIsland(h('span', { ref: () => {} }), staticRoot), true);
});
