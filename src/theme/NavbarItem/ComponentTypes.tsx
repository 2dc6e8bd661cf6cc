/**
 * The navbar item types this site's config uses (docusaurus.config.ts:
 * links and the search box), instead of all nine of the classic theme.
 * Leaving out the dropdown, locale, version and doc items keeps their code out
 * of every page's bundle and lets src/plugins/infima-prune drop Infima's
 * dropdown styles (and src/plugins/trimmed-content the docs' list that the doc
 * items read). An item of another type fails loudly at build time
 * ('No NavbarItem component found for type "…"'): add it here.
 */
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
};

// The theme's type lists every built-in type; the missing ones are
// reported at build time by NavbarItem itself.
export default ComponentTypes as unknown as ComponentTypesObject;
