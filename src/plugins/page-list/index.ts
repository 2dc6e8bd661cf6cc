import fs from 'fs';
import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PageEntry } from '../../components/NotFoundPage/suggest';

/** Import specifier of the list (src/components/NotFoundPage reads it). */
export const PAGE_LIST_MODULE = '@page-list/pages';

type DocsContent = { loadedVersions: { docs: { title: string; permalink: string; unlisted?: boolean }[] }[] };
type BlogContent = {
  blogPosts: { metadata: { title: string; permalink: string; unlisted?: boolean } }[];
  blogTagsListPath: string;
  blogTags: Record<string, { label: string; permalink: string; unlisted?: boolean }>;
};
type PagesContent = { permalink: string; type: string; metadata?: { title?: string } }[];

/** A title for a page that has none in its content (a React page): its last path segment. */
function titleOfPath(permalink: string): string {
  const last = permalink.split('/').filter(Boolean).at(-1);
  return last ? last[0]!.toUpperCase() + last.slice(1) : 'Home';
}

/**
 * Every page a reader may have meant, with its title: the docs pages, the
 * posts, the blog's lists and the site's own pages, as `PageEntry[]` (paths
 * without the base URL). The not-found page compares the address it was
 * asked for with these (src/components/NotFoundPage/suggest.ts). Written as
 * JSON under Docusaurus' generated files, rewritten only when it changed (a
 * rewrite retriggers the dev server); only the not-found page's lazy chunk
 * imports it, after the page has loaded.
 */
export default function pageListPlugin({ generatedFilesDir, siteConfig }: LoadContext): Plugin {
  const file = path.join(generatedFilesDir, 'page-list', 'pages.json');
  // Content permalinks are written without the trailing slash the routes get.
  const { baseUrl, trailingSlash } = siteConfig;
  const local = (permalink: string) => {
    const route = permalink.slice(baseUrl.length - 1);
    if (trailingSlash === true) return route.endsWith('/') ? route : `${route}/`;
    return trailingSlash === false && route !== '/' ? route.replace(/\/$/, '') : route;
  };
  return {
    name: 'page-list',

    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const pages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
      if (!docs || !blog || !pages) throw new Error('[page-list] the docs, blog and pages content were not loaded');
      // The blog's list is the folder of its tags list (`/blog/tags` → `/blog/`).
      const blogList = blog.blogTagsListPath.replace(/[^/]+\/?$/, '');
      const list: PageEntry[] = [
        ...pages.map((page) => ({ path: local(page.permalink), title: page.metadata?.title ?? titleOfPath(local(page.permalink)) })),
        ...(docs.loadedVersions[0]?.docs ?? []).filter((doc) => !doc.unlisted).map((doc) => ({ path: local(doc.permalink), title: doc.title })),
        { path: local(blogList), title: 'Blog' },
        { path: local(`${blogList}archive/`), title: 'Blog archive' },
        { path: local(blog.blogTagsListPath), title: 'Blog tags' },
        ...Object.values(blog.blogTags)
          .filter((tag) => !tag.unlisted)
          .map((tag) => ({ path: local(tag.permalink), title: `Posts tagged “${tag.label}”` })),
        ...blog.blogPosts
          .filter((post) => !post.metadata.unlisted)
          .map(({ metadata }) => ({ path: local(metadata.permalink), title: metadata.title })),
      ];
      const json = JSON.stringify(list);
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== json) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, json);
      }
    },

    configureWebpack() {
      return { resolve: { alias: { [`${PAGE_LIST_MODULE}$`]: file } } };
    },
  };
}
