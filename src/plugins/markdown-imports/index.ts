import type { Plugin } from '@docusaurus/types';
import { chunkGroupsPlugin } from '../shared-chunks/groups';

/**
 * The code block and the admonition as chunks of their own, loaded by the
 * pages that show them.
 *
 * With ./rehype-markdown-imports.mjs each Markdown file with code or an
 * admonition imports it itself, so most content chunks share them;
 * Docusaurus' `common` split group would then move them into a chunk that
 * every page loads. These groups, tried first, keep each component's modules
 * together instead: `code-block` (theme-classic's block and buttons, their
 * hooks and line parser, and our wrapper), `sample-output` (the tabs around
 * StyleX samples) and `admonition` (its six types and their icons).
 * `code-render`, loaded when the browser is idle and not with the page
 * (src/theme/CodeBlock/Content), holds what only renders code the server
 * did not: theme-classic's content and lines, and our Prism stand-in.
 */
const GROUPS: Record<string, RegExp[]> = {
  'code-render': [
    /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/](Content[\\/]index\.js|Line[\\/])/,
    /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]Line[\\/]/,
    /[\\/]src[\\/]prism[\\/]index\.tsx$/,
  ],
  'code-block': [
    /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](CodeBlock|Icon[\\/](Copy|Success|WordWrap))[\\/]/,
    /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|hooks[\\/](useCodeWordWrap|useMutationObserver|usePrismTheme))\.js$/,
    /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]BrowserOnly\.js$/,
    /[\\/]node_modules[\\/]parse-numeric-range[\\/]/,
    // Not the "Open in Playground" link maker: it loads only for code shown after a navigation.
    /[\\/]src[\\/]theme[\\/]CodeBlock[\\/](?!PlaygroundLinked)/,
    // The engine that loads Prism, not Prism's grammars (their own chunk, loaded when idle).
    /[\\/]src[\\/]prism[\\/]engine/,
  ],
  // The Source | CSS | JS tabs around StyleX samples (src/plugins/sample-output),
  // only on the pages that have samples; not every page with code does.
  'sample-output': [/[\\/]src[\\/]components[\\/]SampleOutput[\\/]/],
  admonition: [
    /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Admonition[\\/]/,
    /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]admonitionUtils\.js$/,
  ],
};

export default function markdownImportsPlugin(): Plugin {
  return chunkGroupsPlugin('markdown-imports', GROUPS);
}
