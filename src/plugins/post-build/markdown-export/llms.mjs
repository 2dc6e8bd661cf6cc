/**
 * Builds the files of the Markdown export (see ./index.ts) from the docs and
 * blog metadata: one Markdown twin per page and post, /llms.txt and
 * /llms-full.txt (https://llmstxt.org). Pure: the caller writes the files.
 */
import { mdxToPlainMarkdown } from './to-markdown.mjs';

/** Headings of the sidebars in llms.txt, by sidebar id (sidebars.ts). */
const SIDEBAR_TITLES = { docs: 'Learn', api: 'API' };

/**
 * `/docs/api/javascript/create/` → `docs/api/javascript/create.md` (relative
 * to the build folder, base URL removed). The browser side computes the same
 * path in src/theme/DocBreadcrumbs/markdownTwin.ts.
 */
function twinFile(permalink, baseUrl = '/') {
  const rel = permalink.slice(baseUrl.length).replace(/\/$/, '');
  if (!rel) throw new Error(`[markdown-export] no Markdown twin for the site root (${permalink})`);
  return `${rel}.md`;
}

function sidebarEntries(items, docsById, depth = 0) {
  const lines = [];
  const seen = [];
  const indent = '  '.repeat(depth);
  const entry = (doc) => `${indent}- [${doc.title}](${doc.twinUrl})${doc.description ? `: ${doc.description}` : ''}`;
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = docsById.get(item.id);
      if (!doc) continue;
      lines.push(entry(doc));
      seen.push(doc);
    } else if (item.type === 'category') {
      const linked = item.link?.type === 'doc' ? docsById.get(item.link.id) : undefined;
      if (linked) {
        lines.push(entry(linked).replace(`[${linked.title}]`, `[${item.label}: ${linked.title}]`));
        seen.push(linked);
      } else {
        lines.push(`${indent}- ${item.label}`);
      }
      const nested = sidebarEntries(item.items ?? [], docsById, depth + 1);
      lines.push(...nested.lines);
      seen.push(...nested.seen);
    } else if (item.type === 'link') {
      lines.push(`${indent}- [${item.label}](${item.href})`);
    }
  }
  return { lines, seen };
}

/**
 * @param {{
 *   siteTitle: string, siteUrl: string, baseUrl: string, tagline: string,
 *   docs: {id: string, title: string, description: string, permalink: string, source: string}[],
 *   sidebars: Record<string, unknown[]>,
 *   posts: {title: string, description: string, permalink: string, source: string, date: string}[],
 *   readSource: (file: string) => string,
 *   readOutputs?: (file: string) => Record<string, object>,
 * }} input
 * @returns {{file: string, text: string}[]}
 */
export function buildExport({ siteTitle, siteUrl, baseUrl, tagline, docs, sidebars, posts, readSource, readOutputs = () => ({}) }) {
  const origin = siteUrl.replace(/\/$/, '');
  const pages = [...docs, ...posts].map((page) => {
    // Docs metadata gives `/docs/x` even with `trailingSlash: true`; the site serves `/docs/x/`.
    const permalink = page.permalink.endsWith('/') ? page.permalink : `${page.permalink}/`;
    const file = twinFile(permalink, baseUrl);
    return { ...page, permalink, file, url: `${origin}${permalink}`, twinUrl: `${origin}${baseUrl}${file}` };
  });
  const byPermalink = new Map(pages.map((p) => [p.permalink, p]));

  /** Site-relative links become absolute, to the Markdown twin where there is one. */
  const resolveLink = (rawUrl, { asset = false } = {}) => {
    // `pathname:///llms.txt` is Docusaurus' way to link to a file outside the router.
    const url = rawUrl.startsWith('pathname://') ? rawUrl.slice('pathname://'.length) : rawUrl;
    if (!url.startsWith('/') || url.startsWith('//')) return url;
    const [pathPart, hash] = url.split('#');
    const withBase = `${baseUrl}${pathPart.slice(1)}`;
    const normalized = asset || /\.[a-z0-9]+$/i.test(withBase) || withBase.endsWith('/') ? withBase : `${withBase}/`;
    const target = asset ? undefined : byPermalink.get(normalized);
    const resolved = target ? target.twinUrl : `${origin}${normalized}`;
    return hash ? `${resolved}#${hash}` : resolved;
  };

  const markdown = new Map(
    pages.map((page) => [
      page.permalink,
      mdxToPlainMarkdown(readSource(page.source), {
        title: page.title,
        description: page.description,
        resolveLink,
        outputs: readOutputs(page.source),
      }),
    ]),
  );
  const files = pages.map((page) => ({ file: page.file, text: markdown.get(page.permalink) }));

  const docsById = new Map(pages.filter((p) => p.id).map((p) => [p.id, p]));
  const sections = [];
  const inOrder = [];
  for (const [id, items] of Object.entries(sidebars)) {
    const { lines, seen } = sidebarEntries(items, docsById);
    sections.push(`## ${SIDEBAR_TITLES[id] ?? id}\n\n${lines.join('\n')}`);
    inOrder.push(...seen);
  }
  const orphans = pages.filter((p) => p.id && !inOrder.includes(p));
  if (orphans.length > 0) {
    sections.push(`## More docs\n\n${orphans.map((d) => `- [${d.title}](${d.twinUrl}): ${d.description}`).join('\n')}`);
    inOrder.push(...orphans);
  }
  const blogPosts = pages
    .filter((p) => !p.id)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((p) => `- [${p.title}](${p.twinUrl}): ${p.date}. ${p.description}`);
  sections.push(`## Blog\n\n${blogPosts.join('\n')}`);
  sections.push(
    `## Optional\n\n- [Full text of the docs](${origin}${baseUrl}llms-full.txt): every Learn and API page above, as Markdown in one file`,
  );

  const llms = [
    `# ${siteTitle}`,
    `> ${tagline} StyleX is a styling system for React and the web: styles are written in JavaScript or TypeScript with \`stylex.create\`, type-checked, and compiled at build time into one static file of atomic CSS, so a page loads only the classes it uses and style conflicts resolve predictably.`,
    'Each link below points at the Markdown version of a page; the same page as HTML is at the same address without `.md`, ending in `/`. The Learn guides explain concepts in reading order; the API reference describes every function, type and build-tool option of the current release.',
    ...sections,
  ].join('\n\n');
  files.push({ file: 'llms.txt', text: `${llms}\n` });

  const full = [
    `# ${siteTitle} documentation`,
    `> Every Learn guide and API reference page of ${origin}${baseUrl}, in the order of the site's sidebars. The list of pages with their descriptions is ${origin}${baseUrl}llms.txt.`,
    ...inOrder.map((page) => `Source: ${page.url}\n\n${markdown.get(page.permalink)}`),
  ].join('\n\n---\n\n');
  files.push({ file: 'llms-full.txt', text: `${full}\n` });
  return files;
}
