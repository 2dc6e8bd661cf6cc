import fs from 'fs';
import path from 'path';
import type { AllContent, LoadContext } from '@docusaurus/types';
import { site } from '../../../data/site';
import type { buildExport } from './llms.mjs';
import { formattedPageOutputs, hasOutputViews } from '../../sample-output/outputs.mjs';

type ExportInput = Parameters<typeof buildExport>[0];
type SidebarItem = ExportInput['sidebars'][string][number];

type DocMeta = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  frontMatter: Record<string, unknown>;
};
type DocsContent = { loadedVersions: { docs: DocMeta[]; sidebars: Record<string, SidebarItem[]> }[] };
type BlogContent = {
  blogPosts: {
    metadata: { title: string; description: string; permalink: string; source: string; date: Date | string; unlisted?: boolean };
  }[];
};

/**
 * Docs for assistants and other programs (see /docs/learn/ai-assistants/),
 * a step of the post-build sequence (src/plugins/post-build): a Markdown
 * twin of every docs page and blog post next to its HTML
 * (`/docs/api/javascript/create/` → `/docs/api/javascript/create.md`),
 * `/llms.txt` (every page and post as a link with its description, grouped
 * like the sidebars) and `/llms-full.txt` (every Learn and API page in
 * sidebar order). The Markdown comes from the MDX sources through
 * ./to-markdown.mjs.
 */
export type MarkdownExportInput = Omit<ExportInput, 'readSource'>;

/** What the export needs of the loaded docs and blog content. */
export function markdownExportInput(context: LoadContext, allContent: AllContent): MarkdownExportInput {
  const resolveSource = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  if (!docs || !blog) throw new Error('[markdown-export] the docs and blog content were not loaded');
  const version = docs.loadedVersions[0];
  return {
    siteTitle: context.siteConfig.title,
    siteUrl: context.siteConfig.url,
    baseUrl: context.siteConfig.baseUrl,
    tagline: site.tagline,
    docs: (version?.docs ?? [])
      .filter((doc) => !doc.unlisted)
      .map((doc) => ({
        id: doc.id,
        title: doc.title,
        description: doc.description,
        permalink: doc.permalink,
        source: resolveSource(doc.source),
      })),
    sidebars: version?.sidebars ?? {},
    posts: blog.blogPosts
      .filter((post) => !post.metadata.unlisted)
      .map(({ metadata }) => ({
        title: metadata.title,
        description: metadata.description,
        permalink: metadata.permalink,
        source: resolveSource(metadata.source),
        date: new Date(metadata.date).toISOString().slice(0, 10),
      })),
  };
}

export async function writeMarkdownExport(input: MarkdownExportInput, outDir: string): Promise<void> {
  const started = Date.now();
  // What each StyleX sample compiles to, written under it as the pages show it in tabs.
  const outputs = new Map<string, Awaited<ReturnType<typeof formattedPageOutputs>>>();
  for (const doc of input.docs) {
    if (hasOutputViews(doc.source)) outputs.set(doc.source, await formattedPageOutputs(doc.source));
  }
  // Loaded here, not with the config: its Markdown parser would slow every start of the dev server.
  const { buildExport } = await import('./llms.mjs');
  const files = buildExport({
    ...input,
    readSource: (file: string) => fs.readFileSync(file, 'utf8'),
    readOutputs: (file: string) => outputs.get(file) ?? {},
  });
  await Promise.all(
    files.map(async ({ file, text }) => {
      const target = path.join(outDir, file);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, text);
    }),
  );
  console.log(`[markdown-export] Wrote ${files.length} files (llms.txt, llms-full.txt, Markdown twins) in ${Date.now() - started} ms`);
}
