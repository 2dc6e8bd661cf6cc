import Content from './_static-prose.mdx';
import { markdownTestPage } from './_MarkdownTestPage';

/** /test/static-prose/: Markdown prose around an island, with links only it has (src/partial-hydration/client). */
export default markdownTestPage({
  title: 'Static prose test',
  description: 'A test-only Markdown page whose prose React leaves static.',
  content: Content,
});
