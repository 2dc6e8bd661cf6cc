/**
 * The address of a page's Markdown twin, written at build time by
 * src/plugins/post-build/markdown-export (`/docs/api/javascript/create/` →
 * `/docs/api/javascript/create.md`).
 */
export function markdownTwinUrl(permalink: string): string {
  return `${permalink.replace(/\/$/, '')}.md`;
}
