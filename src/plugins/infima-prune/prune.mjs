/**
 * Which Infima rules the site never needs, and the PostCSS plugin that drops
 * them from Infima's stylesheet at build time.
 *
 * Infima is the CSS framework of Docusaurus' classic theme. It styles every
 * component it has, but this site renders only some of them: the home page,
 * the footer and our other components are styled with StyleX. Keeping the
 * unused rules would cost every page about a seventh of its CSS.
 *
 * The lists are explicit (not a purge of "whatever the build doesn't
 * mention"), so the result does not depend on build order and a reader can
 * see what is gone. tests/build/css.test.mjs fails if any dropped class shows
 * up in the built HTML or in any built JavaScript string, i.e. if a
 * Docusaurus component, an MDX page or one of ours starts using it.
 */

/** Infima components, or parts of them, that no page of the site renders. */
const droppedComponents = [
  /^pills/, // pill navigation
  /^button-group/, // grouped buttons
  /^pagination(__|--)/, // numbered pagination (the blog uses .pagination-nav)
  /^card(__|--)/, // card sections; the bare .card of DocCard stays
  /^avatar(--vertical|__subtitle|__photo--(sm|lg|xl))$/,
  /^badge--(primary|success|info|warning|danger)$/, // tags use badge--secondary
  /^alert(__heading|__icon|--primary)$/, // admonitions have their own markup
  /^breadcrumbs--(sm|lg)$/,
  /^button--(active|block|lg|sm|link|success|info|warning|danger)$/,
  // No dropdown navbar items (src/theme/NavbarItem/ComponentTypes.tsx); the
  // default item still names .dropdown__link in its code and "dropdown" is a
  // common word in code, so those two stay.
  /^dropdown(?!$|__link$)/,
  /^hero--dark$/,
  /^navbar__items--center$/,
  /^navbar__search-input$/, // search uses the DocSearch button
  /^footer(__|--)/, // src/theme/Footer replaces the classic footer
  /^container(--fluid|-fluid)$/, // MDX pages and the classic footer only
];

/**
 * Utility families of which only some members are used: everything else in
 * the family is dropped. The kept members are the ones that Docusaurus' theme
 * components (theme-classic, theme-common, the search theme) use in the pages
 * this site has: no doc card, docs tag page, generated category index or MDX
 * page, and our own footer and search page (see tests/build/css.test.mjs).
 */
const utilityFamilies = /^(margin|padding)(-(top|bottom|left|right|vert|horiz))?--|^text--|^col--|^row--|^shadow--/;
const keptUtilities = new Set([
  'col--2',
  'col--3',
  'col--4',
  'col--6',
  'col--7',
  'col--9',
  'col--12',
  'col--offset-1',
  'col--offset-3',
  'margin-bottom--sm',
  'margin-bottom--md',
  'margin-bottom--xl',
  'margin-left--sm',
  'margin-right--md',
  'margin-top--sm',
  'margin-top--md',
  'margin-vert--md',
  'margin-vert--lg',
  'margin-vert--xl',
  'padding--none',
  'padding-bottom--lg',
  'padding-top--md',
  'shadow--lw',
  'text--right',
  'text--truncate',
]);

/** Custom properties that only the dropped components read. */
const droppedProperties = /^--ifm-(pills|button-group)-/;

/** @param {string} name a class name without the dot */
export function isDroppedClass(name) {
  if (droppedComponents.some((re) => re.test(name))) return true;
  return utilityFamilies.test(name) && !keptUtilities.has(name);
}

const classPattern = /\.(-?[_a-zA-Z][\w-]*)/g;
const hasDroppedClass = (text) => [...text.matchAll(classPattern)].some((m) => isDroppedClass(m[1]));

/**
 * One complex selector (no top-level commas) without the dropped classes:
 * `null` when it needs a dropped class to match, else the selector with
 * negations of dropped classes removed (`:not(.button--active)` is always
 * true once nothing carries that class).
 * @param {string} selector
 * @returns {string | null}
 */
export function pruneSelector(selector) {
  const withoutNegations = selector.replace(/:not\(([^()]*)\)/g, (whole, inner) =>
    hasDroppedClass(inner) ? '' : whole,
  );
  for (const group of withoutNegations.matchAll(/:(is|where|has)\(([^()]*)\)/g)) {
    if (group[2].includes(',') && hasDroppedClass(group[2])) {
      // Not handled (Infima 3 has none): dropping the selector could drop live branches.
      throw new Error(`infima-prune: cannot prune the selector list inside "${group[0]}"`);
    }
  }
  return hasDroppedClass(withoutNegations) ? null : withoutNegations;
}

/**
 * Splits a selector list at top-level commas (not those inside `:is()`,
 * `:not()` or attribute selectors).
 * @param {string} list
 */
export function splitSelectors(list) {
  const parts = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const ch = list[i];
    if (quote) {
      if (ch === quote && list[i - 1] !== '\\') quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (ch === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/**
 * Removes the dropped selectors from every rule of a PostCSS root (whole
 * rules when none of their selectors is left), the declarations of dropped
 * custom properties, and at-rules left empty.
 * @param {import('postcss').Root} root
 */
export function pruneInfima(root) {
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(/** @type {any} */ (rule.parent).name)) return;
    const kept = splitSelectors(rule.selector)
      .map(pruneSelector)
      .filter((s) => s != null);
    if (kept.length === 0) rule.remove();
    else rule.selector = kept.join(',');
  });
  root.walkDecls((decl) => {
    if (droppedProperties.test(decl.prop)) decl.remove();
  });
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes && node.nodes.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/**
 * True for Infima's stylesheet (ltr or rtl, minified or not): any CSS file of
 * the package, named by the package alone so a new folder layout still matches.
 */
function isInfimaFile(file = '') {
  return /[\\/]node_modules[\\/]infima[\\/].*\.css$/.test(file);
}

/** The PostCSS plugin: prunes Infima's file, leaves every other file alone. */
export function infimaPrunePostcss() {
  return {
    postcssPlugin: 'stylex-site-infima-prune',
    /** @param {import('postcss').Root} root */
    Once(root) {
      if (isInfimaFile(root.source?.input.file)) pruneInfima(root);
    },
  };
}
infimaPrunePostcss.postcss = true;
