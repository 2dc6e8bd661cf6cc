import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { AllContent, LoadContext } from '@docusaurus/types';
import { DESIGN_FILES } from './card.mjs';
import { shareCardPath } from './path';
import { onThreads } from '../../threads';

type SidebarItem =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'category'; label: string; items: SidebarItem[]; link?: { type: string; id?: string } }
  | { type: 'link' | 'html' };
type DocsContent = {
  loadedVersions: { docs: { id: string; title: string; source: string }[]; sidebars: Record<string, SidebarItem[]> }[];
};
type BlogContent = { blogPosts: { metadata: { title: string; source: string; date: Date | string } }[] };
type Card = { source: string; title: string; section: string };

/** What each sidebar is called on a card. */
const SIDEBAR_NAMES: Record<string, string> = { docs: 'Learn', api: 'API reference' };

/** The section of every doc in the sidebars: the sidebar's name, then the categories it sits in. */
function sectionsOf(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const sections = new Map<string, string>();
  const walk = (items: SidebarItem[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        if (!sections.has(item.id)) sections.set(item.id, trail.join(' · '));
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id && !sections.has(item.link.id)) {
          sections.set(item.link.id, trail.join(' · '));
        }
        walk(item.items, [...trail, item.label]);
      }
    }
  };
  for (const [name, items] of Object.entries(sidebars)) walk(items, [SIDEBAR_NAMES[name] ?? 'Docs']);
  return sections;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The card of every docs page and blog post: its source, title and section. */
export function shareCardsOf(allContent: AllContent): Card[] {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const version = docs?.loadedVersions[0];
  const sections = sectionsOf(version?.sidebars ?? {});
  return [
    ...(version?.docs ?? []).map((doc) => ({
      source: doc.source,
      title: doc.title,
      section: sections.get(doc.id) ?? 'Docs',
    })),
    ...(blog?.blogPosts ?? []).map(({ metadata }) => {
      const date = new Date(metadata.date);
      return {
        source: metadata.source,
        title: metadata.title,
        section: `Blog · ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
      };
    }),
  ];
}

/** The cards of a build, drawn or found in the cache: each page's source and its cached PNG. */
export type DrawnCards = { source: string; file: string }[];

/**
 * Share cards: a 1200x630 PNG for every docs page and blog post
 * (./card.mjs), at `shareCardPath(source)`; the site's
 * `markdown.parseFrontMatter` (`withShareCard`) sets each page's front-matter
 * `image` to it, which Docusaurus makes the og:image and twitter:image.
 * Cards are cached by their content and design in
 * node_modules/.cache/share-cards, so a rebuild redraws only the cards whose
 * title or section changed. They need only the loaded content, so the build
 * starts drawing them (drawShareCards) as soon as the content is loaded,
 * while the bundler works; the post-build step (writeShareCards) copies
 * them into the build.
 */
export async function drawShareCards(context: LoadContext, cards: Card[]): Promise<DrawnCards> {
  if (cards.length === 0) throw new Error('[share-cards] no docs page or post was loaded');
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'share-cards');
  const started = Date.now();
  const design = crypto.createHash('sha256');
  for (const file of DESIGN_FILES) design.update(fs.readFileSync(file));
  const designHash = design.digest('hex');
  const siteName = context.siteConfig.title;
  const host = new URL(context.siteConfig.url).host;
  fs.mkdirSync(cacheDir, { recursive: true });
  const cached = cards.map((card) => {
    const input = { title: card.title, section: card.section, siteName, host };
    const key = crypto.createHash('sha256').update(designHash).update(JSON.stringify(input)).digest('hex');
    return { source: card.source, input, file: path.join(cacheDir, `${key}.png`) };
  });
  const drawings = cached.filter(({ file }) => !fs.existsSync(file)).map(({ input, file }) => ({ input, file }));
  // Drawing (layout, rasterising, PNG encoding) is CPU-bound: one thread per core (./draw-worker.mjs).
  await onThreads(path.join(__dirname, 'draw-worker.mjs'), drawings);
  const drawn = drawings.length;
  console.log(`[share-cards] ${cards.length} cards (${drawn} drawn, ${cards.length - drawn} from the cache) in ${Date.now() - started} ms`);
  return cached.map(({ source, file }) => ({ source, file }));
}

/** The step of the post-build sequence (../index.ts): the cards, once drawn, copied into the build. */
export async function writeShareCards(cards: Promise<DrawnCards>, outDir: string): Promise<void> {
  for (const { source, file } of await cards) {
    const target = path.join(outDir, shareCardPath(source));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
}
