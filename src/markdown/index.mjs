/**
 * The site's Markdown pipeline: every remark and rehype step our pages go
 * through, in the order they run, and the Markdown options of the docs, blog
 * and pages plugins (docusaurus.config.ts spreads them in).
 *
 * 1. Parse: Docusaurus' MDX loader (remark-mdx, remark-gfm, remark-directive).
 *    Our tools read the sources with the same parsers (./parse.mjs), and
 *    every fence's meta and key come from one module (./fence.mjs).
 * 2. remark, docs only, before Docusaurus' own steps: ./remark-sample-output.mjs
 *    wraps each StyleX sample of a Learn or API page in its Source | CSS | JS
 *    tabs (the outputs come from src/plugins/sample-output); then
 *    src/browser-support/remark.mjs adds a page's "Browser support" section
 *    and fills the reference page's tables (it lives with that feature).
 * 3. Docusaurus' default remark steps (admonitions, heading ids, table of
 *    contents, code block titles), then MDX's remark-rehype.
 * 4. rehype, docs, blog and pages: ./rehype-markdown-imports.mjs makes each
 *    code block `<MdxCodeBlock codeKey=…>` (the key of ./fence.mjs) and each
 *    admonition and <details> a component the page imports itself.
 * 5. rehype, hydration modules only: src/partial-hydration/build/rehype-empty-static-blocks.mjs
 *    empties static prose and drops the code of code blocks. It stays in
 *    src/partial-hydration because it is part of that switchable feature:
 *    its build plugin adds it to a copy of the Markdown rule, and
 *    PARTIAL_HYDRATION=off builds without it.
 */
import remarkSampleOutput from './remark-sample-output.mjs';
import rehypeMarkdownImports from './rehype-markdown-imports.mjs';
import remarkBrowserSupport from '../browser-support/remark.mjs';

/** The Markdown options of the docs plugin. */
export const docsMarkdown = {
  beforeDefaultRemarkPlugins: [remarkSampleOutput, remarkBrowserSupport],
  rehypePlugins: [rehypeMarkdownImports],
};

/** The Markdown options of the blog and pages plugins. */
export const pagesMarkdown = { rehypePlugins: [rehypeMarkdownImports] };
