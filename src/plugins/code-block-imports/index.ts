import type { Plugin } from '@docusaurus/types';

/**
 * The code block as one chunk of its own, loaded by the pages that show code.
 *
 * With ./rehype-code-block-imports.mjs each Markdown file with code imports
 * the code block itself, so most content chunks share it; Docusaurus'
 * `common` split group would then move it into a chunk that every page
 * loads, code or not. This group, tried first, keeps the code block's
 * modules (theme-classic's block and buttons, their hooks and line parser,
 * our wrapper and Prism stand-in, and the sample tabs around code) together
 * in `code-block` instead.
 */
const CODE_BLOCK_MODULES = [
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](CodeBlock|Icon[\\/](Copy|Success|WordWrap))[\\/]/,
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|hooks[\\/](useCodeWordWrap|useMutationObserver|usePrismTheme))\.js$/,
  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]BrowserOnly\.js$/,
  /[\\/]node_modules[\\/]parse-numeric-range[\\/]/,
  /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]/,
  // The sample tabs (src/plugins/sample-output) hold code blocks.
  /[\\/]src[\\/]components[\\/]SampleOutput[\\/]/,
  /[\\/]src[\\/]prism[\\/]/,
];

type ModuleLike = { resource?: string; nameForCondition?: () => string | null };

export default function codeBlockImportsPlugin(): Plugin {
  return {
    name: 'code-block-imports',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              codeBlock: {
                name: 'code-block',
                chunks: 'async',
                enforce: true,
                // Above Docusaurus' `common` (40), below its `styles` (50).
                priority: 45,
                test: (module: ModuleLike) => {
                  const file = module.nameForCondition?.() ?? module.resource ?? '';
                  return CODE_BLOCK_MODULES.some((pattern) => pattern.test(file));
                },
              },
            },
          },
        },
      };
    },
  };
}
