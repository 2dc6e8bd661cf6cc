/**
 * Where the share card of a docs page or post is served from: its source file
 * under `/img/share/`, as a PNG (`docs/api/javascript/create.mdx` →
 * `/img/share/docs/api/javascript/create.png`). The build step that draws the
 * cards and the front matter that points at them both use this.
 */
export function shareCardPath(source: string): string {
  return `/img/share/${source.replace(/^@site\//, '').replace(/\.mdx?$/, '')}.png`;
}

/**
 * The front matter of a Markdown file, with `image` set to its share card
 * when it is a docs page or post that names no image of its own (Docusaurus
 * turns `image` into the page's og:image and twitter:image).
 */
export function withShareCard<T extends { frontMatter: Record<string, unknown> }>(parsed: T, source: string): T {
  if (!/^(docs|blog)\/.+\.mdx?$/.test(source) || parsed.frontMatter.image !== undefined) return parsed;
  return { ...parsed, frontMatter: { ...parsed.frontMatter, image: shareCardPath(source) } };
}
