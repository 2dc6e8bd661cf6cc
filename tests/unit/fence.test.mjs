/**
 * The one reading of a code fence (src/markdown/fence.mjs) and the one key of
 * a code block: what each meta word becomes, and that the key the build
 * writes on a Markdown block is the key the browser computes from the props
 * the block arrives with.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { codeKey, fenceOfProps, mayOpenInPlayground, parseFence } from '../../src/markdown/fence.mjs';
import { codeBlocks } from '../../src/markdown/parse.mjs';
import rehypeMarkdownImports from '../../src/markdown/rehype-markdown-imports.mjs';

test('each test marker is read, bare or with a value in either quotes', () => {
  const fence = parseFence(
    'TSX',
    'typecheck no-compile compile-error="Invalid value" historical=\'0.9.3\' no-typecheck="needs vite" no-output ' +
      'type-error="TS2322,TS2353" typechecks lint-error=valid-styles lint-clean',
  );
  assert.equal(fence.lang, 'tsx');
  assert.deepEqual(fence.markers, {
    typecheck: true,
    'no-compile': true,
    'compile-error': 'Invalid value',
    historical: '0.9.3',
    'no-typecheck': 'needs vite',
    'no-output': true,
    'type-error': 'TS2322,TS2353',
    typechecks: true,
    'lint-error': 'valid-styles',
    'lint-clean': true,
  });
  assert.deepEqual(fence.unknown, []);
  assert.equal(fence.readerMeta, null, 'readers see no test marker');
});

test('a title keeps its spaces and the other kind of quote', () => {
  assert.equal(parseFence('json', 'title="package.json (excerpt)"').title, 'package.json (excerpt)');
  assert.equal(parseFence('ts', `title='say "hi".ts' typecheck`).title, 'say "hi".ts');
  assert.equal(parseFence('ts', `typecheck title="it's.ts"`).title, "it's.ts");
  assert.equal(parseFence('ts', 'title=src/a.ts').title, 'src/a.ts');
  assert.equal(parseFence('ts', '').title, undefined);
});

test("Docusaurus' highlighted lines and line numbers are read and shown to readers", () => {
  const fence = parseFence('js', 'title="a.js" {1,3-4} showLineNumbers=5 typecheck');
  assert.equal(fence.highlight, '{1,3-4}');
  assert.equal(fence.showLineNumbers, 5);
  assert.equal(parseFence('js', 'showLineNumbers').showLineNumbers, true);
  assert.equal(fence.readerMeta, 'title="a.js" {1,3-4} showLineNumbers=5');
});

test('words nothing reads are reported, and readers still see them', () => {
  const fence = parseFence('ts', 'typecheks title="a.ts" live "stray');
  assert.deepEqual(fence.unknown, ['typecheks', 'live', '"stray']);
  assert.equal(fence.title, 'a.ts');
  assert.deepEqual(fence.markers, {});
});

test('a StyleX sample meant to compile may open in the playground; a fragment or other language may not', () => {
  const sample = "import * as stylex from '@stylexjs/stylex';\n";
  assert.ok(mayOpenInPlayground(fenceOfProps({ className: 'language-tsx', metastring: 'title="a.tsx"' }), sample));
  assert.ok(mayOpenInPlayground(fenceOfProps({ language: 'js' }), sample));
  for (const metastring of ['no-compile', 'compile-error="x"', 'historical="0.9.3"']) {
    assert.ok(!mayOpenInPlayground(fenceOfProps({ className: 'language-tsx', metastring }), sample), metastring);
  }
  assert.ok(!mayOpenInPlayground(fenceOfProps({ className: 'language-css' }), sample));
  // The playground compiles with its own options, not those a sample is shown with.
  assert.ok(!mayOpenInPlayground(fenceOfProps({ className: 'language-tsx', metastring: 'compiled-with="dev=true"' }), sample));
  assert.ok(!mayOpenInPlayground(fenceOfProps({ className: 'language-tsx' }), 'const a = 1;\n'));
});

test('the key the build writes on a Markdown block is the key of the props the browser receives', () => {
  const source = '# T\n\n```tsx title="a.tsx" typecheck\nconst a = 1;\n```\n\n```\nplain\n```\n\n```css\n```\n';
  const [tsx, plain, empty] = codeBlocks('inline.mdx', source);
  assert.equal(tsx.fence.title, 'a.tsx');
  // The <pre><code> Docusaurus' MDX loader makes of each block (its meta on <code> as `metastring`), through the build's step.
  const element = (tagName, properties, children) => ({ type: 'element', tagName, properties, children });
  const tree = {
    type: 'root',
    children: [tsx, plain, empty].map((block) =>
      element('pre', {}, [
        element(
          'code',
          { ...(block.lang ? { className: [`language-${block.lang}`] } : {}), ...(block.metastring ? { metastring: block.metastring } : {}) },
          [{ type: 'text', value: block.code ? `${block.code}\n` : '' }],
        ),
      ]),
    ),
  };
  rehypeMarkdownImports()(tree, { path: 'inline.mdx' });
  const rendered = tree.children.filter((node) => node.name === 'MdxCodeBlock');
  assert.equal(rendered.length, 3);
  rendered.forEach((node, i) => {
    const props = Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));
    const children = node.children.map((child) => child.value).join('');
    const { codeKey: built, ...received } = props;
    // What src/theme/CodeBlock computes for a block that came without a key.
    assert.equal(built, codeKey(children, received), `block ${i + 1}`);
    // What the code-on-page build test computes from the source block.
    const block = [tsx, plain, empty][i];
    assert.equal(built, codeKey(block.code, { className: block.lang ? `language-${block.lang}` : undefined, metastring: block.metastring || undefined }));
  });
  assert.notEqual(codeKey('a', { className: 'language-js' }), codeKey('a', { className: 'language-ts' }));
  assert.equal(codeKey('a\n', { language: 'js' }), codeKey('a', { language: 'js' }), 'the final line break does not count');
});
