/**
 * The compiled output views (src/plugins/sample-output), without a build:
 *
 * - the CSS of a view is what the compiler gives for that sample compiled on
 *   its own (the first sample of the `create` API page);
 * - a `compile-error` sample's view holds the compiler's message, without
 *   the temporary folder the samples are compiled in;
 * - on every Learn and API page, the remark plugin wraps exactly the blocks
 *   that have a view, each in its own `<SampleOutput>` with its code key;
 * - an edit to a page's prose reuses its views (the dev server compiles the
 *   samples again only when they change);
 * - under `npm start`, a page writes its own outputs file as it compiles
 *   (the file the build writes), and its outputs persist between starts.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { collectPages, compileFile } from '../../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../../src/site-dir.mjs';
import { codeBlocks } from '../../src/markdown/parse.mjs';
import { compiledBlocks, formattedPageOutputs, hasOutputViews, outputFileName, pageOutputs, setDevFolders } from '../../src/plugins/sample-output/outputs.mjs';
import remarkSampleOutput from '../../src/markdown/remark-sample-output.mjs';
import { keyOfCode, mdxProcessor } from '../../src/markdown/parse.mjs';

const require = createRequire(import.meta.url);
const stylexPlugin = require('@stylexjs/babel-plugin');

const createPage = path.join(siteDir, 'docs/api/javascript/create.mdx');

test('a view holds the CSS the compiler gives for its sample', () => {
  const sample = codeBlocks(createPage).find((block) => /@stylexjs\/stylex/.test(block.code) && !block.fence.markers['no-compile']);
  assert.ok(sample, 'the create page has a StyleX sample');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-one-sample-'));
  const { rules } = compileFile(sample.code, path.join(root, `sample.${sample.lang}`), root);
  fs.rmSync(root, { recursive: true, force: true });
  const expected = stylexPlugin.processStylexRules(rules, { useLayers: false });
  assert.match(expected, /\{[a-z-]+:[^}]+\}/, 'the sample produces CSS');

  const [view] = Object.values(pageOutputs(createPage));
  assert.equal(view.kind, 'output');
  assert.equal(view.css, expected);
  assert.match(view.js, /className/);
});

test('a compile-error sample shows the compiler message, without temporary paths', () => {
  const page = path.join(siteDir, 'docs/learn/theming/defining-variables.mdx');
  const errors = Object.values(pageOutputs(page)).filter((view) => view.kind === 'error');
  assert.ok(errors.length >= 3, `expected the page's three compile-error samples, got ${errors.length}`);
  const hashError = errors.find((view) => view.message.includes('Unable to generate hash for defineVars()'));
  assert.ok(hashError, errors.map((view) => view.message).join('\n'));
  assert.ok(hashError.message.startsWith('src/theme-tokens.ts: '), hashError.message);
  for (const view of errors) assert.ok(!view.message.includes(os.tmpdir()), view.message);
});

test("an edit to a page's prose reuses its views; an edit to a sample makes them again", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-sample-edit-'));
  const page = path.join(dir, 'page.mdx');
  const write = (prose, color) =>
    fs.writeFileSync(
      page,
      `${prose}\n\n\`\`\`tsx\nimport * as stylex from '@stylexjs/stylex';\nexport const s = stylex.create({ a: { color: '${color}' } });\n\`\`\`\n`,
    );
  try {
    write('First words.', 'red');
    const first = pageOutputs(page);
    assert.match(Object.values(first)[0].css, /color:red/);
    write('Other words, same sample.', 'red');
    assert.equal(pageOutputs(page), first, 'the same views, not compiled again');
    write('Other words, same sample.', 'blue');
    assert.match(Object.values(pageOutputs(page))[0].css, /color:blue/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('on every Learn and API page, each block with a view is wrapped once, with its code key', async () => {
  const pages = collectPages(['docs']).filter(hasOutputViews);
  assert.ok(pages.length > 40, `${pages.length} Learn and API pages`);
  let views = 0;
  for (const file of pages) {
    const outputs = pageOutputs(file);
    const processor = mdxProcessor().use(remarkSampleOutput);
    const source = { path: file, value: fs.readFileSync(file, 'utf8') };
    const tree = await processor.run(processor.parse(source), source);
    const wrapped = [];
    const walk = (node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name === 'SampleOutput') {
        const attrs = Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));
        assert.equal(node.children.length, 1);
        assert.equal(node.children[0].type, 'code');
        // The key the build gives the block (src/markdown/rehype-markdown-imports.mjs).
        assert.equal(attrs.codeKey, keyOfCode(node.children[0]));
        wrapped.push(attrs);
      }
      node.children?.forEach(walk);
    };
    walk(tree);
    // In document order: the code blocks the page's parse finds.
    const expected = compiledBlocks(file).flatMap((block) => (outputs[block.key] ? [{ codeKey: block.key, kind: outputs[block.key].kind }] : []));
    assert.deepEqual(
      wrapped.map(({ codeKey, kind }) => ({ codeKey, kind })),
      expected,
      path.relative(siteDir, file),
    );
    if (expected.length > 0) assert.ok(wrapped.every((attrs) => /^[\w-]+\.[0-9a-f]{10}\.json$/.test(attrs.file)));
    views += expected.length;
  }
  assert.ok(views > 300, `${views} views`);
});

test('under npm start, a page writes its own outputs file as it compiles, and outputs persist', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-sample-dev-'));
  const serveDir = path.join(dir, 'serve');
  const cacheDir = path.join(dir, 'cache');
  const page = path.join(siteDir, 'docs/learn/styling-ui/defining-styles.mdx');
  try {
    setDevFolders({ serveDir, cacheDir });
    const processor = mdxProcessor().use(remarkSampleOutput);
    const source = { path: page, value: fs.readFileSync(page, 'utf8') };
    await processor.run(processor.parse(source), source);
    const written = fs.readFileSync(path.join(serveDir, outputFileName(page)), 'utf8');
    // What the build writes under /assets/samples/ (src/plugins/sample-output/index.ts).
    assert.equal(written, JSON.stringify({ outputs: await formattedPageOutputs(page) }));
    const files = fs.readdirSync(cacheDir);
    // The page's source, known for the next start, and its outputs.
    assert.equal(files.filter((name) => name.startsWith('source-')).length, 1);
    const stored = files.find((name) => !name.startsWith('source-'));
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(cacheDir, stored), 'utf8')).formatted, JSON.parse(written).outputs);
  } finally {
    setDevFolders(undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
