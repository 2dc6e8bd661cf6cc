import Content from './_recovery.mdx';
import { markdownTestPage } from './_MarkdownTestPage';

/**
 * /test/static-prose-recovery/: Markdown prose around a component React
 * cannot hydrate, so that it renders the page afresh (src/partial-hydration/client).
 */
export default markdownTestPage({
  title: 'Static prose recovery test',
  description: 'A test-only Markdown page that React renders afresh in the browser.',
  content: Content,
});
