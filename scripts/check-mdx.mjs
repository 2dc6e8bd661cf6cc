#!/usr/bin/env node
/**
 * Fast syntax check of docs/ and blog/ MDX without a full site build: compiles
 * each page with @mdx-js/mdx plus the remark plugins Docusaurus relies on
 * (GFM tables, `:::note` admonition directives), and checks front matter.
 *
 *   node scripts/check-mdx.mjs [files...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { collectPages } from '../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../src/site-dir.mjs';

const files = process.argv.slice(2).map((f) => path.resolve(f));
let failures = 0;
for (const file of files.length ? files : collectPages()) {
  const source = fs.readFileSync(file, 'utf8');
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  try {
    await compile(
      { value: body, path: file },
      { format: file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins: [remarkGfm, remarkDirective] },
    );
  } catch (error) {
    failures += 1;
    console.log(`${path.relative(siteDir, file)}: ${error.message}`);
  }
}
console.log(failures ? `${failures} page(s) failed` : 'all pages compile');
process.exitCode = failures ? 1 : 0;
