/**
 * The one line of browser support under a sample's CSS, as text segments
 * (a segment with `href` is a link): the CSS tab renders them, the Markdown
 * twin writes them as Markdown, and the API pages' sections reuse them.
 */

const STATUS = {
  widely: 'Baseline widely available',
  newly: 'Baseline newly available',
  limited: 'Limited availability',
};

/** "Chrome 129, Edge 129; not in Firefox or Safari" */
export function versions(support) {
  const yes = support.filter((s) => s.version).map((s) => `${s.browser} ${s.version}`);
  const no = support.filter((s) => !s.version).map((s) => s.browser);
  const lacking = no.length > 1 ? `${no.slice(0, -1).join(', ')} or ${no.at(-1)}` : no[0];
  return [yes.join(', '), lacking ? `not in ${lacking}` : ''].filter(Boolean).join('; ');
}

/** One feature: its linked name, what of it the CSS uses, its status and first versions. */
export function featureSegments(feature) {
  const status = feature.status === 'newly' ? `newly available since ${feature.since}` : 'limited availability';
  return [
    { text: feature.name, href: feature.url },
    { text: ` (${feature.uses.join(', ')}; ${status}): ${versions(feature.support)}` },
  ];
}

/**
 * @param {import('./classify.mjs').BrowserSupport} support
 * @returns {{ text: string, href?: string }[]}
 */
export function supportSegments(support) {
  const head = `Browser support: ${STATUS[support.status]}${support.since ? ` since ${support.since}` : ''}`;
  const optional = support.enhancements ?? [];
  const segments = [
    { text: support.features.length ? `${head}. Held back by ` : `${head}: every feature this CSS ${optional.length ? 'needs' : 'uses'}.` },
  ];
  support.features.forEach((feature, i) => {
    if (i > 0) segments.push({ text: '; ' });
    segments.push(...featureSegments(feature));
  });
  if (support.features.length) segments.push({ text: '.' });
  // What the CSS uses only where a browser has it: named with what is lost without it.
  optional.forEach((feature, i) => {
    segments.push({ text: i > 0 ? '; ' : ' Optional: ' }, ...featureSegments(feature), { text: `; ${feature.without}` });
  });
  if (optional.length) segments.push({ text: '.' });
  if (support.unclassified.length) segments.push({ text: ` Not in the data, so not classified: ${support.unclassified.join(', ')}.` });
  return segments;
}

/** Segments as a Markdown (mdast) paragraph. */
export function toParagraph(segments) {
  const text = (value) => ({ type: 'text', value });
  return {
    type: 'paragraph',
    children: segments.map((s) => (s.href ? { type: 'link', url: s.href, children: [text(s.text)] } : text(s.text))),
  };
}
