import { test } from 'node:test';
import assert from 'node:assert/strict';
import rehypeMarkdownImports from '../../src/markdown/rehype-markdown-imports.mjs';
import { codeKey as fenceKey } from '../../src/markdown/fence.mjs';

/**
 * src/markdown/rehype-markdown-imports.mjs and the chunk-groups row of src/plugins/bundle-shaping/rehype-markdown-imports.mjs, on trees as MDX
 * gives them to rehype plugins (Docusaurus has put each fenced block's meta
 * on its <code> as `metastring`): every element theme-classic's MDXCode
 * would render as a code block becomes <MdxCodeBlock> with the same props,
 * imported from @theme/CodeBlock, and every admonition <MdxAdmonition>,
 * imported from @theme-original/Admonition; inline code stays.
 */
const text = (value) => ({ type: 'text', value });
const el = (tagName, children = [], properties = {}) => ({ type: 'element', tagName, properties, children });
const jsx = (type, name, children = [], attributes = []) => ({ type, name, attributes, children });
const fenced = (code, lang, metastring) =>
  el('pre', [el('code', [text(code)], { ...(lang ? { className: [`language-${lang}`] } : {}), metastring, live: false })]);
const run = (children, path = 'docs/page.mdx') => {
  const tree = { type: 'root', children };
  rehypeMarkdownImports()(tree, { path });
  return tree.children;
};
const props = (node) => Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));

test('a fenced block becomes the imported code block, with the props MDXCode gave it', () => {
  const [esm, block] = run([fenced('const a = 1;\n', 'tsx', 'title="a.tsx" {2}')]);
  assert.equal(esm.type, 'mdxjsEsm');
  assert.equal(esm.value, "import MdxCodeBlock from '@theme/CodeBlock';");
  const [declaration] = esm.data.estree.body;
  assert.equal(declaration.type, 'ImportDeclaration');
  assert.equal(declaration.source.value, '@theme/CodeBlock');
  assert.equal(declaration.specifiers[0].local.name, 'MdxCodeBlock');
  assert.equal(block.type, 'mdxJsxFlowElement');
  assert.equal(block.name, 'MdxCodeBlock');
  const { codeKey, ...rest } = props(block);
  assert.deepEqual(rest, { className: 'language-tsx', metastring: 'title="a.tsx" {2}' });
  assert.equal(codeKey, fenceKey('const a = 1;\n', rest), 'the key the browser computes from the same props');
  assert.deepEqual(block.children, [text('const a = 1;\n')]);
});

test('a block without a language or meta passes neither; an empty block has no children', () => {
  const [, plain, empty] = run([fenced('plain text\n'), fenced('', 'bash')]);
  assert.deepEqual(Object.keys(props(plain)), ['codeKey']);
  assert.deepEqual(Object.keys(props(empty)).sort(), ['className', 'codeKey']);
  assert.deepEqual(empty.children, []);
});

test('each block gets a key of its code and props: the same for the same block, another when either differs', () => {
  const key = (node) => props(node).codeKey;
  const [, a, same, otherCode, otherLang, otherMeta] = run([
    fenced('a();\n', 'js'),
    fenced('a();\n', 'js'),
    fenced('b();\n', 'js'),
    fenced('a();\n', 'ts'),
    fenced('a();\n', 'js', 'title="a.js"'),
  ]);
  assert.equal(key(a), key(same));
  assert.equal(new Set([a, otherCode, otherLang, otherMeta].map(key)).size, 4);
});

test('blocks inside JSX (tabs, sample outputs) are found; one import serves them all', () => {
  const tree = run([
    jsx('mdxJsxFlowElement', 'Tabs', [jsx('mdxJsxFlowElement', 'TabItem', [fenced('npm i\n', 'bash')])]),
    jsx('mdxJsxFlowElement', 'SampleOutput', [fenced('stylex.create({});\n', 'tsx')]),
  ]);
  assert.equal(tree.filter((node) => node.type === 'mdxjsEsm').length, 1);
  assert.equal(tree[1].children[0].children[0].name, 'MdxCodeBlock');
  assert.equal(tree[2].children[0].name, 'MdxCodeBlock');
});

test('inline code stays; inline code spanning lines is a block, as MDXCode renders it', () => {
  const [, paragraph] = run([el('p', [text('Call '), el('code', [text('stylex.props()')]), text(' or '), el('code', [text('two\nlines')])])]);
  assert.equal(paragraph.children[1].tagName, 'code');
  assert.equal(paragraph.children[3].type, 'mdxJsxTextElement');
  assert.equal(paragraph.children[3].name, 'MdxCodeBlock');
});

test('a page without code blocks is left alone', () => {
  const children = [el('p', [text('No code, only '), el('code', [text('inline')])])];
  const before = structuredClone(children);
  assert.deepEqual(run(children), before);
});

test('live code blocks and blocks with markup are left alone', () => {
  const live = el('pre', [el('code', [text('<App />\n')], { className: ['language-jsx'], metastring: 'live', live: true })]);
  const marked = el('pre', [el('code', [el('span', [text('x')])], { className: ['language-js'] })]);
  const tree = run([live, marked]);
  assert.deepEqual(tree, [live, marked]);
});

test('a file that already uses the import name fails the build, naming the file', () => {
  const esm = { type: 'mdxjsEsm', value: "import MdxCodeBlock from './mine';", data: {} };
  assert.throws(() => run([esm, fenced('a\n', 'js')], 'docs/clash.mdx'), /docs\/clash\.mdx mentions MdxCodeBlock/);
});

// As Docusaurus' remark step leaves an admonition: an element with its type, title, class and id.
const admonition = (children, type = 'note', properties = {}) => el('admonition', children, { ...properties, type });

test('an admonition becomes the imported original admonition, attributes and content kept', () => {
  const [esm, note] = run([admonition([el('p', [text('Read this.')])], 'tip', { title: 'Good to know', className: ['wide', 'loud'], id: 'tip-1' })]);
  assert.equal(esm.value, "import MdxAdmonition from '@theme-original/Admonition';");
  assert.equal(esm.data.estree.body[0].source.value, '@theme-original/Admonition');
  assert.equal(note.type, 'mdxJsxFlowElement');
  assert.equal(note.name, 'MdxAdmonition');
  assert.deepEqual(props(note), { title: 'Good to know', className: 'wide loud', id: 'tip-1', type: 'tip' });
  assert.deepEqual(note.children, [el('p', [text('Read this.')])]);
});

test('code inside an admonition is found too: both imports, each once', () => {
  const tree = run([admonition([fenced('x;\n', 'js')]), admonition([el('p', [text('two')])])]);
  assert.deepEqual(
    tree.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value),
    ["import MdxCodeBlock from '@theme/CodeBlock';", "import MdxAdmonition from '@theme-original/Admonition';"],
  );
  assert.equal(tree[2].children[0].name, 'MdxCodeBlock');
});

test('a <details>, as HTML or as JSX, becomes the imported original MDX details; its code blocks are found', () => {
  const html = el('details', [el('summary', [text('More')]), fenced('x;\n', 'js')], { open: true, className: ['wide'] });
  const fromJsx = jsx('mdxJsxFlowElement', 'details', [el('summary', [text('Also')])], [{ type: 'mdxJsxAttribute', name: 'open', value: null }]);
  const tree = run([html, fromJsx]);
  assert.deepEqual(
    tree.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value),
    ["import MdxCodeBlock from '@theme/CodeBlock';", "import MdxDetails from '@theme-original/MDXComponents/Details';"],
  );
  const [first, second] = tree.filter((node) => node.type === 'mdxJsxFlowElement');
  assert.equal(first.name, 'MdxDetails');
  assert.deepEqual(first.attributes, [
    { type: 'mdxJsxAttribute', name: 'open', value: null },
    { type: 'mdxJsxAttribute', name: 'className', value: 'wide' },
  ]);
  assert.equal(first.children[0].tagName, 'summary');
  assert.equal(first.children[1].name, 'MdxCodeBlock');
  assert.equal(second.name, 'MdxDetails');
  assert.deepEqual(second.attributes, fromJsx.attributes);
});
