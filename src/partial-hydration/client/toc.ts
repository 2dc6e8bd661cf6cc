/** An entry of a page's table of contents, as Docusaurus' Markdown loader exports it. */
type TOCItem = { readonly value: string; readonly id: string; readonly level: number };

/** The headings of a page's Markdown as Docusaurus renders them: with an id and an anchor. */
const HEADINGS = '.markdown .anchor[id]';

/**
 * The table of contents of the page the server rendered, in its hydration
 * module (src/partial-hydration): read from the headings on the
 * page, which the browser shows already, rather than shipped again. The
 * module names the headings by id, or by nothing when they are all the
 * Markdown headings on the page. Run as the module loads, before React
 * hydrates, so the entries are there for every later render (the mobile
 * table of contents, or the reader coming back to this page).
 *
 * An entry's text is the heading's markup without its anchor, with links
 * reduced to their text and without <wbr>, as Docusaurus writes it from the
 * Markdown.
 */
export default function tocFromPage(ids?: readonly string[]): TOCItem[] {
  const headings = ids ? ids.map((id) => document.getElementById(id)!) : Array.from(document.querySelectorAll(HEADINGS));
  return headings.map((heading) => {
    const copy = heading.cloneNode(true) as Element;
    copy.querySelector('.hash-link')?.remove();
    copy.querySelectorAll('a').forEach((link) => link.replaceWith(...Array.from(link.childNodes)));
    // A heading's <wbr>s are its own: the entry gets them from TOCItems, as the server's does.
    copy.querySelectorAll('wbr').forEach((wbr) => wbr.remove());
    return { id: heading.id, level: Number(heading.localName[1]), value: copy.innerHTML };
  });
}
