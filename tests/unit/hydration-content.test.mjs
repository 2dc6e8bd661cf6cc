import { test } from 'node:test';
import assert from 'node:assert/strict';
import rehypeEmptyStaticBlocks, { emptiedTag } from '../../src/partial-hydration/build/rehype-empty-static-blocks.mjs';

/**
 * src/partial-hydration/build/rehype-empty-static-blocks.mjs: which
 * top-level blocks of a Markdown page's tree (as MDX gives it to rehype
 * plugins) the hydration module ships empty, and which whole. A block it
 * empties must be one src/partial-hydration/client hydrates as a bare element.
 */
const text = (value) => ({ type: 'text', value });
const el = (tagName, children = [], properties = {}) => ({ type: 'element', tagName, properties, children });
const jsx = (type, name, children = [], attributes = []) => ({ type, name, attributes, children });
const attr = (name, value) => ({ type: 'mdxJsxAttribute', name, value });
const esm = (body) => ({ type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } });
const importOf = (local, source) => ({
  type: 'ImportDeclaration',
  specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
  source: { type: 'Literal', value: source },
});
const run = (children) => {
  const tree = { type: 'root', children };
  rehypeEmptyStaticBlocks()(tree);
  return tree.children;
};

test('prose blocks are emptied and keep their tag; admonitions keep their root <div>', () => {
  const blocks = [
    el('p', [text('Styles are '), el('a', [text('objects')], { href: '/docs/' }), text(' with '), el('code', [text('stylex.create')])]),
    el('h2', [text('Defining styles')], { id: 'defining-styles' }),
    el('ul', [el('li', [el('p', [text('one')])])]),
    el('ol', [el('li', [text('two')])]),
    el('table', [el('tbody', [el('tr', [el('td', [text('cell')])])])]),
    el('blockquote', [el('p', [text('quote')])]),
    jsx('mdxJsxFlowElement', 'admonition', [el('p', [text('Note this.')])], [attr('type', 'note'), attr('title', 'Careful')]),
    // As Docusaurus' remark step leaves an admonition.
    el('admonition', [el('p', [text('Warning.')])], { type: 'warning', title: 'Careful' }),
    // As src/markdown/rehype-markdown-imports.mjs and the chunk-groups row of src/plugins/bundle-shaping names the admonitions of our Markdown.
    jsx('mdxJsxFlowElement', 'MdxAdmonition', [el('p', [text('Tip.')])], [attr('type', 'tip')]),
  ];
  assert.deepEqual(
    run(blocks).map((node) => [node.tagName, node.children.length, Object.keys(node.properties).length]),
    [['p', 0, 0], ['h2', 0, 0], ['ul', 0, 0], ['ol', 0, 0], ['table', 0, 0], ['blockquote', 0, 0], ['div', 0, 0], ['div', 0, 0], ['div', 0, 0]],
  );
});

test('blocks with anything React runs stay whole', () => {
  const islands = [
    el('pre', [el('code', [text('const a = 1;\n')])]),
    // Inline code with a line break is rendered as a code block.
    el('p', [el('code', [text('two\nlines')])]),
    el('p', [text('An inline '), jsx('mdxJsxTextElement', 'Badge', [text('component')])]),
    el('p', [{ type: 'mdxTextExpression', value: 'version' }]),
    jsx('mdxJsxFlowElement', 'Tabs', [jsx('mdxJsxFlowElement', 'TabItem', [el('p', [text('npm')])])]),
    jsx('mdxJsxFlowElement', 'admonition', [el('pre', [el('code', [text('x\n')])])], [attr('type', 'tip')]),
    jsx('mdxJsxFlowElement', 'admonition', [el('p', [text('t')])], [attr('title', { type: 'mdxJsxAttributeValueExpression', value: 'title' })]),
    jsx('mdxJsxFlowElement', 'details', [el('p', [text('hidden')])]),
    el('ul', [el('li', [el('details', [text('x')])])]),
    // Void and unknown tags are left as they are.
    el('hr'),
    el('div', [text('raw')]),
  ];
  for (const node of islands) assert.equal(emptiedTag(node), undefined, JSON.stringify(node).slice(0, 80));
  assert.deepEqual(run(islands), islands);
});

test('imports nothing in the module uses are dropped; used ones, exports and side-effect imports stay', () => {
  const tabs = esm([importOf('Tabs', '@theme/Tabs')]);
  const badge = esm([importOf('Badge', '@site/src/components/Badge')]);
  const toc = esm([{ type: 'ExportNamedDeclaration', declaration: null, specifiers: [], source: null }]);
  const css = esm([{ type: 'ImportDeclaration', specifiers: [], source: { type: 'Literal', value: './page.css' } }]);
  const children = run([tabs, badge, toc, css, el('p', [text('Prose.')]), jsx('mdxJsxFlowElement', 'Tabs', [text('kept')])]);
  assert.ok(children.includes(tabs), 'Tabs is used by a kept block');
  assert.ok(!children.includes(badge), 'Badge is used nowhere');
  assert.ok(children.includes(toc) && children.includes(css));
});

test('code blocks with a key are static: emptied where prose is, with the key alone in an island; others stay as they are', () => {
  const keyed = (code, key) =>
    jsx('mdxJsxFlowElement', 'MdxCodeBlock', [text(code)], [attr('className', 'language-js'), attr('metastring', 'title="a.js" {2}'), attr('codeKey', key)]);
  const inline = jsx('mdxJsxTextElement', 'MdxCodeBlock', [text('two\nlines')], [attr('codeKey', 'c0ffee000002')]);
  const unkeyed = jsx('mdxJsxFlowElement', 'MdxCodeBlock', [text('kept();\n')], [attr('className', 'language-js')]);
  const codeBlockImport = esm([importOf('MdxCodeBlock', '@theme/CodeBlock')]);
  const [staticImport, ...children] = run([
    codeBlockImport,
    keyed('a();\n', 'c0ffee000000'),
    jsx('mdxJsxFlowElement', 'Tabs', [jsx('mdxJsxFlowElement', 'TabItem', [keyed('b();\n', 'c0ffee000001')])]),
    el('p', [text('See '), inline]),
    el('admonition', [el('p', [text('Try:')]), keyed('c();\n', 'c0ffee000003')], { type: 'tip' }),
    unkeyed,
  ]);
  assert.equal(staticImport.data.estree.body[0].source.value, '@site/src/partial-hydration/client/StaticCodeBlock');
  // The block without a key still needs Docusaurus' code block.
  const [keptImport, top, tabs, paragraph, admonition, other] = children;
  assert.equal(keptImport, codeBlockImport);
  // Code blocks are prose: the blocks holding them are emptied, and keep their tag (the code block's is a <div>).
  assert.deepEqual([top, paragraph, admonition].map((node) => [node.tagName, node.children]), [['div', []], ['p', []], ['div', []]]);
  const inTab = tabs.children[0].children[0];
  assert.deepEqual([inTab.name, inTab.attributes, inTab.children], ['MdxStaticCodeBlock', [attr('codeKey', 'c0ffee000001')], []]);
  assert.deepEqual(other.children, [text('kept();\n')]);
});

test('a module whose code blocks all became prose drops the imports of code blocks', () => {
  const children = run([
    esm([importOf('MdxCodeBlock', '@theme/CodeBlock')]),
    jsx('mdxJsxFlowElement', 'MdxCodeBlock', [text('a();\n')], [attr('codeKey', 'c0ffee00')]),
  ]);
  assert.deepEqual(children, [el('div')]);
});

/** Docusaurus' table of contents export, as its Markdown loader writes it. */
const tocExport = (entries) =>
  esm([
    {
      type: 'ExportNamedDeclaration',
      specifiers: [],
      source: null,
      declaration: {
        type: 'VariableDeclaration',
        kind: 'const',
        declarations: [
          {
            type: 'VariableDeclarator',
            id: { type: 'Identifier', name: 'toc' },
            init: {
              type: 'ArrayExpression',
              elements: entries.map((entry) =>
                entry.type
                  ? entry
                  : {
                      type: 'ObjectExpression',
                      properties: Object.entries(entry).map(([key, value]) => ({
                        type: 'Property',
                        key: { type: 'Identifier', name: key },
                        value: { type: 'Literal', value },
                      })),
                    },
              ),
            },
          },
        ],
      },
    },
  ]);
/** What the module's `toc` is made of: the call's arguments, or the entries' ids if it was left alone. */
const tocOf = (nodes) => {
  const declarator = nodes.flatMap((node) => node.data?.estree?.body ?? []).find((s) => s.type === 'ExportNamedDeclaration').declaration.declarations[0];
  const imports = nodes.flatMap((node) => node.data?.estree?.body ?? []).filter((s) => s.type === 'ImportDeclaration').map((s) => s.source.value);
  if (declarator.init.type === 'ArrayExpression') return { kept: declarator.init.elements.length, imports };
  return { call: declarator.init.callee.name, args: declarator.init.arguments.map((arg) => arg.elements.map((id) => id.value)), imports };
};

test('the table of contents is read from the page: with no argument when it lists every heading in order, else by id', () => {
  const headings = [el('h2', [text('Usage')], { id: 'usage' }), jsx('mdxJsxFlowElement', 'Tabs', [el('h3', [el('code', [text('dev')])], { id: 'dev' })])];
  const entries = [
    { value: 'Usage', id: 'usage', level: 2 },
    { value: '<code>dev</code>', id: 'dev', level: 3 },
  ];
  assert.deepEqual(tocOf(run([tocExport(entries), ...headings])), { call: 'MdxTocFromPage', args: [], imports: ['@site/src/partial-hydration/client/toc'] });
  // A heading the table leaves out (or one more, or another order): by id.
  assert.deepEqual(tocOf(run([tocExport(entries.slice(1)), ...headings])), { call: 'MdxTocFromPage', args: [['dev']], imports: ['@site/src/partial-hydration/client/toc'] });
  assert.deepEqual(tocOf(run([tocExport([...entries].reverse()), ...headings])), { call: 'MdxTocFromPage', args: [['dev', 'usage']], imports: ['@site/src/partial-hydration/client/toc'] });
});

test('a table of contents with slices of imported files, or none, is left as it is', () => {
  const slice = { type: 'SpreadElement', argument: { type: 'Identifier', name: '__tocPartial' } };
  const heading = el('h2', [text('Usage')], { id: 'usage' });
  assert.deepEqual(tocOf(run([tocExport([{ value: 'Usage', id: 'usage', level: 2 }, slice]), heading])), { kept: 2, imports: [] });
  assert.deepEqual(tocOf(run([tocExport([])])), { kept: 0, imports: [] });
});
