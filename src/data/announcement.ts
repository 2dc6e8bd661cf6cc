/**
 * The announcement bar. Change `id` whenever `content` changes: readers who
 * dismissed the previous announcement then see the new one. Set the export to
 * `undefined` to hide the bar.
 */
export const announcement:
  | { id: string; content: string; isCloseable: boolean }
  | undefined = {
  id: 'release-0.19',
  content:
    'StyleX 0.19 brings <code>@stylexjs/atoms</code> for one-off inline styles and ESLint 10 support. <a href="/blog/v0.19.0/">Read the release notes</a>.',
  isCloseable: true,
};
