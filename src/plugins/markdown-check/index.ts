import path from 'path';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { checkMarkdown, formatProblems } from '../../markdown/check.mjs';

type Permalinked = { permalink: string };
type DocsContent = {
  loadedVersions: { path: string; tagsPath: string; docs: (Permalinked & { source: string; tags: Permalinked[] })[] }[];
};
type BlogContent = {
  blogPosts: { metadata: Permalinked & { source: string } }[];
  blogTags: Record<string, Permalinked & { pages: { metadata: Permalinked }[] }>;
  blogTagsListPath: string;
};
type PagesContent = (Permalinked & { type: 'jsx' | 'mdx'; source: string })[];

/**
 * The blog's own routes beside its posts: the folders of the blog plugin's
 * list pages, tags, archive and authors (its default names; the site sets
 * none of them).
 */
const BLOG_ROUTE_FOLDERS = ['page', 'tags', 'archive', 'authors'];

/**
 * What src/markdown/check.mjs needs of the loaded content: the Markdown
 * pages the build compiles (docs, blog posts, MDX pages) with their routes,
 * the other routes of those plugins, and the folders in which they know
 * every route (the docs, the blog's posts). Routes are written as Markdown
 * links write them: without the base URL.
 */
export function markdownSources(context: LoadContext, allContent: AllContent) {
  const base = context.baseUrl.replace(/\/$/, '');
  const route = (permalink: string) => (permalink.startsWith(base) ? permalink.slice(base.length) : permalink) || '/';
  const folder = (permalink: string) => `${route(permalink).replace(/\/$/, '')}/`;
  const file = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));
  const pages: { file: string; route: string }[] = [];
  const routes: string[] = [];
  const complete: { folder: string; except?: string[] }[] = [];
  for (const docs of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[]) {
    for (const version of docs.loadedVersions) {
      complete.push({ folder: folder(version.path) });
      routes.push(route(version.tagsPath));
      for (const doc of version.docs) {
        pages.push({ file: file(doc.source), route: route(doc.permalink) });
        routes.push(...doc.tags.map((tag) => route(tag.permalink)));
      }
    }
  }
  for (const blog of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}) as BlogContent[]) {
    complete.push({ folder: folder(path.posix.dirname(blog.blogTagsListPath)), except: BLOG_ROUTE_FOLDERS });
    routes.push(route(blog.blogTagsListPath));
    for (const post of blog.blogPosts) pages.push({ file: file(post.metadata.source), route: route(post.metadata.permalink) });
    for (const tag of Object.values(blog.blogTags)) routes.push(route(tag.permalink), ...tag.pages.map((p) => route(p.metadata.permalink)));
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {}) as PagesContent[]) {
    for (const page of content) {
      if (page.type === 'mdx') pages.push({ file: file(page.source), route: route(page.permalink) });
      else routes.push(route(page.permalink));
    }
  }
  return { pages, routes, complete };
}

/**
 * Checks every Markdown source before anything is bundled
 * (src/markdown/check.mjs): a page that is not UTF-8, does not parse, leaves
 * a code fence open, misspells a fence word or links to a page or heading
 * that does not exist stops the build, each problem named by file and line.
 */
export default function markdownCheckPlugin(context: LoadContext): Plugin {
  return {
    name: 'markdown-check',
    async allContentLoaded({ allContent }) {
      const started = Date.now();
      const sources = markdownSources(context, allContent);
      const problems = checkMarkdown(sources);
      if (problems.length > 0) throw new Error(`[markdown-check] ${formatProblems(problems, context.siteDir)}`);
      console.log(`[markdown-check] ${sources.pages.length} Markdown pages checked in ${Date.now() - started} ms`);
    },
  };
}
