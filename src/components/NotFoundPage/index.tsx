import React, { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import * as stylex from '@stylexjs/stylex';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { withBox, withFocusRing } from '../../styles/shared';
import { colors, fonts, layout, radii, space } from '../../tokens/tokens.stylex';
import { closestPages, searchWords, type PageEntry } from './suggest';

const sections = [
  { to: '/docs/learn/', title: 'Learn', text: 'The guides, from installation to theming, in reading order.' },
  { to: '/docs/api/', title: 'API', text: 'Every function, type and compiler option.' },
  { to: '/blog/', title: 'Blog', text: 'Release notes and announcements.' },
  { to: '/playground/', title: 'Playground', text: 'Write StyleX in the browser and see the CSS it compiles to.' },
];

/** The address asked for, without the base URL. */
function useRequestedPath(): string {
  const { pathname } = useLocation();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  return pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length - 1) : pathname;
}

/**
 * The pages closest to the address, computed in the browser once the page
 * has loaded (the server renders one not-found page for every address), from
 * the list of pages written at build time (src/plugins/page-list).
 */
function useSuggestions(path: string): PageEntry[] {
  const [suggestions, setSuggestions] = useState<PageEntry[]>([]);
  useEffect(() => {
    let current = true;
    import('@page-list/pages').then(
      ({ default: pages }) => current && setSuggestions(closestPages(path, pages)),
      // Without the list the page still offers search and the sections.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [path]);
  return suggestions;
}

/**
 * What a reader gets at an address with no page: the closest pages, a search
 * field (a plain form to the search page, prefilled with the words of the
 * address once the page has loaded) and the sections of the site.
 */
export default function NotFoundPage(): ReactNode {
  const path = useRequestedPath();
  const suggestions = useSuggestions(path);
  const searchPage = useBaseUrl('/search/');
  const history = useHistory();
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(searchWords(path)), [path]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = query.trim();
    history.push(words ? `${searchPage}?q=${encodeURIComponent(words)}` : searchPage);
  };

  return (
    <main {...stylex.props(styles.main)}>
      <h1 {...stylex.props(styles.title)}>
        {translate({ id: 'theme.NotFound.title', message: 'Page Not Found', description: 'The title of the 404 page' })}
      </h1>
      <p {...stylex.props(styles.lead)}>
        There is no page at this address. The page may have moved, or the link may have a typo.
      </p>
      <div aria-live="polite">
        {suggestions.length > 0 && (
          <section aria-labelledby="not-found-suggestions" {...stylex.props(styles.block)}>
            <h2 id="not-found-suggestions" {...stylex.props(styles.heading)}>
              Did you mean
            </h2>
            <ul {...stylex.props(styles.suggestions)}>
              {suggestions.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} {...withBox(stylex.props(styles.linkBox, styles.suggestion), 'smallLink')}>
                    <span {...stylex.props(styles.boxTitle)}>{page.title}</span>
                    <span {...stylex.props(styles.suggestionPath)}>{page.path}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <form role="search" action={searchPage} method="get" onSubmit={search} {...stylex.props(styles.block)}>
        <label htmlFor="not-found-search" {...stylex.props(styles.heading, styles.label)}>
          Search the docs
        </label>
        <div {...stylex.props(styles.searchRow)}>
          <input
            id="not-found-search"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search docs"
            autoComplete="off"
            {...withFocusRing(stylex.props(styles.input), 'tight')}
          />
          <button type="submit" {...withFocusRing(stylex.props(styles.button))}>
            Search
          </button>
        </div>
      </form>
      <nav aria-labelledby="not-found-sections" {...stylex.props(styles.block)}>
        <h2 id="not-found-sections" {...stylex.props(styles.heading)}>
          Or start from
        </h2>
        <ul {...stylex.props(styles.grid)}>
          {sections.map((section) => (
            <li key={section.to} {...stylex.props(styles.gridItem)}>
              <Link to={section.to} {...withBox(stylex.props(styles.linkBox, styles.card), 'link')}>
                <span {...stylex.props(styles.boxTitle)}>{section.title} →</span>
                <span {...stylex.props(styles.cardText)}>{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

const styles = stylex.create({
  main: {
    marginInline: 'auto',
    paddingBlock: space.xxxl,
    paddingInline: space.xl,
    maxWidth: '42rem',
    width: '100%',
  },
  title: {
    margin: 0,
    color: colors.text,
    fontSize: fonts.sizeHero,
    fontWeight: fonts.weightBlack,
    letterSpacing: '-0.02em',
  },
  lead: {
    color: colors.textMuted,
    fontSize: fonts.sizeLg,
    lineHeight: 1.6,
    marginBottom: 0,
    marginTop: space.lg,
  },
  block: {
    marginTop: space.xxl,
  },
  heading: {
    margin: 0,
    color: colors.text,
    fontSize: fonts.sizeMd,
    fontWeight: fonts.weightBold,
    marginBottom: space.md,
  },
  label: {
    display: 'block',
  },
  suggestions: {
    margin: 0,
    padding: 0,
    gap: space.sm,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
  },
  // A linked box (a suggestion or a section card): its title over its text.
  linkBox: {
    gap: space.xs,
    display: 'flex',
    flexDirection: 'column',
  },
  suggestion: {
    paddingBlock: space.md,
    paddingInline: space.lg,
  },
  boxTitle: {
    color: colors.accent,
    fontSize: fonts.sizeLg,
    fontWeight: fonts.weightBold,
  },
  suggestionPath: {
    color: colors.textMuted,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeSm,
    overflowWrap: 'anywhere',
  },
  searchRow: {
    gap: space.sm,
    display: 'flex',
  },
  input: {
    borderColor: colors.borderStrong,
    borderRadius: radii.md,
    borderStyle: 'solid',
    borderWidth: 1,
    paddingBlock: space.sm,
    paddingInline: space.md,
    backgroundColor: colors.background,
    color: colors.text,
    flexGrow: 1,
    fontFamily: fonts.body,
    fontSize: fonts.sizeMd,
    minHeight: 40,
    minWidth: 0,
  },
  button: {
    borderRadius: radii.md,
    borderWidth: 0,
    paddingBlock: space.sm,
    paddingInline: space.lg,
    backgroundColor: {
      default: colors.accent,
      ':hover': colors.accentHover,
    },
    color: colors.onAccent,
    cursor: 'pointer',
    fontFamily: fonts.body,
    fontSize: fonts.sizeMd,
    fontWeight: fonts.weightBold,
    minHeight: 40,
  },
  grid: {
    margin: 0,
    padding: 0,
    gap: space.md,
    listStyle: 'none',
    display: 'grid',
    gridTemplateColumns: {
      default: 'repeat(2, minmax(0, 1fr))',
      [layout.mobile]: 'minmax(0, 1fr)',
    },
  },
  gridItem: {
    display: 'flex',
  },
  card: {
    padding: space.lg,
    flexGrow: 1,
  },
  cardText: {
    color: colors.textMuted,
    lineHeight: 1.5,
  },
});
