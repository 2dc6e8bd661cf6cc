/**
 * Markdown or MDX syntax that a reader sees as text: what a page shows when
 * the Markdown pipeline did not understand a construct (an admonition fence
 * in a form MDX no longer reads, a link inside JSX, a comment written the
 * HTML way, a component that was not imported).
 *
 * `visibleText` reads what a reader sees of a built HTML page: its text nodes
 * (title and body), never attributes or script data, with every code-like
 * element (`pre`, `code`, `kbd`…), where syntax is the point, replaced by one
 * placeholder character, so a link or emphasis around inline code is still
 * seen whole. `markdownAsText` finds the syntax in such text.
 */
import { DomUtils } from 'htmlparser2';

/** Where syntax is shown on purpose: code, keys, sample output. */
const CODE_ELEMENTS = new Set(['pre', 'code', 'kbd', 'samp', 'var', 'textarea']);
/** What is not text on the page. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'iframe']);
/** Elements that end a line of text: a pattern never spans two of them. */
const BLOCKS = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'br', 'button', 'dd', 'details', 'dialog', 'div', 'dl', 'dt'],
  ...['fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr'],
  ...['label', 'legend', 'li', 'main', 'nav', 'ol', 'option', 'p', 'section', 'select', 'summary', 'table'],
  ...['td', 'th', 'title', 'tr', 'ul'],
]);

/** Stands for a code element in the visible text. */
export const CODE_PLACEHOLDER = '\uE000';

/**
 * The text of a parsed HTML document (htmlparser2) a reader sees: the page
 * title and the body's text nodes, code elements as CODE_PLACEHOLDER, each
 * block on its own line. Hidden panels (a tab not selected) count: a click
 * shows them.
 */
export function visibleText(doc) {
  const out = [];
  // The title first (read from the head), then the body.
  const skip = new Set(NOT_TEXT);
  const walk = (node) => {
    if (node.type === 'text') {
      out.push(node.data);
      return;
    }
    if (!node.children) return;
    const name = node.name;
    if (skip.has(name)) return;
    if (CODE_ELEMENTS.has(name)) {
      out.push(CODE_PLACEHOLDER);
      return;
    }
    const block = BLOCKS.has(name);
    if (block) out.push('\n');
    node.children.forEach(walk);
    if (block) out.push('\n');
  };
  const title = DomUtils.findOne((el) => el.name === 'title', doc.children);
  if (title) walk(title);
  skip.add('head');
  walk(doc);
  return out.join('');
}

/** HTML elements an MDX file may use; any capitalised name is a component. */
const HTML_TAGS = [
  ...['a', 'abbr', 'b', 'blockquote', 'br', 'code', 'dd', 'del', 'details', 'div', 'dl', 'dt', 'em', 'figure'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'section'],
  ...['small', 'span', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul'],
];

/** Each kind of syntax, and how it looks as text. */
export const SYNTAX = [
  { kind: 'admonition fence', pattern: /:::/g },
  { kind: 'Markdown link', pattern: /\[[^\]\n]+\]\([^)\s]*\)/g },
  { kind: 'MDX comment', pattern: /\{\/\*(?:[^\n]*?\*\/\})?|(?<!\{\/\*[^\n]*)\*\/\}/g },
  { kind: '** emphasis', pattern: /\*\*[^\s*](?:[^\n]*?[^\s*]\*\*)?|[^\s*]\*\*/g },
  { kind: '__ emphasis', pattern: /(?<![\w_])__[^\s_](?:[^\n]*?[^\s_])?__(?![\w_])/g },
  { kind: 'backtick code', pattern: /```|`[^`\n]+`/g },
  { kind: 'heading marker', pattern: /^[ \t]*#{1,6} \S/gm },
  {
    kind: 'JSX or HTML tag',
    pattern: new RegExp(String.raw`</?(?:[A-Z][\w.]*|(?:${HTML_TAGS.join('|')})(?![\w-]))(?:\s[^<>\n]*)?/?>`, 'g'),
  },
];

/**
 * The syntax found in `text` (visible text, or a Markdown rendering's text):
 * `{ kind, excerpt }` for each occurrence, the excerpt with some context,
 * code shown as `⟨code⟩`.
 */
export function markdownAsText(text) {
  const found = [];
  for (const { kind, pattern } of SYNTAX) {
    for (const match of text.matchAll(pattern)) {
      const excerpt = text
        .slice(Math.max(0, match.index - 30), match.index + match[0].length + 50)
        .replaceAll(CODE_PLACEHOLDER, '⟨code⟩')
        .replace(/\s+/g, ' ')
        .trim();
      found.push({ kind, excerpt });
    }
  }
  return found;
}
