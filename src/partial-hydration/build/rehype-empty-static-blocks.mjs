/**
 * The Markdown tree of a page's hydration module: each top-level block that
 * src/partial-hydration/client leaves to the browser on the page the server rendered (a
 * paragraph, heading, list, table, quote or admonition with nothing
 * interactive in it) is emptied, so its text and markup are not shipped to a
 * browser that already shows them. The block itself stays, with the same tag
 * and in the same place, because React hydrates it (as one bare element).
 * Code blocks count as prose: nothing in them changes either (the browser
 * adds their buttons after hydration), so a block holding one is emptied
 * too, and one inside an island keeps its key alone (client/StaticCodeBlock.tsx).
 * Blocks holding anything React must run (tabs, sample outputs, <details>,
 * any JSX or expression) are kept whole.
 *
 * The decision must never call a block static that src/partial-hydration/client would
 * hydrate as an island: an emptied island would lose its content. So only
 * plain HTML elements of Markdown and literal admonitions count as static;
 * anything else keeps its block whole.
 */

import { ADMONITION, CODE_BLOCK, esmImport } from '../../markdown/rehype-markdown-imports.mjs';

/** A code block of the hydration module, for one inside an island (tabs, a sample's Source). */
const STATIC_CODE_BLOCK = { local: 'MdxStaticCodeBlock', source: '@site/src/partial-hydration/client/StaticCodeBlock' };

/** Top-level tags src/partial-hydration/client hydrates as bare elements (intrinsic, or a Markdown component of that tag). */
const STATIC_TAGS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'blockquote', 'section']);

/** Elements that need React or can hold an island (code blocks become CodeBlock; details collapse). */
const ISLAND_TAGS = new Set(['pre', 'details', 'summary', 'button', 'input', 'select', 'textarea', 'script', 'style']);

function text(node) {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(text).join('');
}

function isAdmonition(node) {
  // As Docusaurus' remark step leaves an admonition: an `admonition` element.
  if (node.type === 'element' && node.tagName === 'admonition') return true;
  return (
    node.type === 'mdxJsxFlowElement' &&
    // MdxAdmonition: as src/plugins/markdown-imports makes it.
    (node.name === 'admonition' || node.name === ADMONITION.local) &&
    node.attributes.every((attribute) => attribute.type === 'mdxJsxAttribute' && (attribute.value == null || typeof attribute.value === 'string'))
  );
}

/** A code block as staticCodeBlocks (below) leaves it: its key alone. */
const isStaticCodeBlock = (node) => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === STATIC_CODE_BLOCK.local;

/** Whether a node and everything below it render the same without React. */
export function isStatic(node) {
  if (node.type === 'text' || isStaticCodeBlock(node)) return true;
  if (isAdmonition(node)) return node.children.every(isStatic);
  if (node.type !== 'element' || ISLAND_TAGS.has(node.tagName)) return false;
  // Inline code with a line break renders as a code block (src/partial-hydration/client).
  if (node.tagName === 'code' && text(node).includes('\n')) return false;
  return node.children.every(isStatic);
}

/** The tag an emptied top-level block keeps, or undefined to keep the block whole. */
export function emptiedTag(node) {
  // Docusaurus' code block and the admonition render a <div>.
  if (isAdmonition(node)) return isStatic(node) ? 'div' : undefined;
  if (isStaticCodeBlock(node)) return 'div';
  if (node.type !== 'element' || !STATIC_TAGS.has(node.tagName)) return undefined;
  return isStatic(node) ? node.tagName : undefined;
}

/** The names a node's JavaScript (JSX names, expressions, exports) refers to. */
function namesUsed(node, names = new Set()) {
  const visit = (value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      if ((value.type === 'Identifier' || value.type === 'JSXIdentifier') && typeof value.name === 'string') names.add(value.name);
      for (const [key, child] of Object.entries(value)) if (key !== 'position') visit(child);
    }
  };
  if (typeof node.name === 'string') names.add(node.name.split('.')[0]);
  visit(node.data?.estree);
  for (const attribute of node.attributes ?? []) visit(attribute.value?.data?.estree ?? attribute.data?.estree);
  for (const child of node.children ?? []) namesUsed(child, names);
  return names;
}

/** The names an `import` statement of the page binds, or undefined for anything else (exports, side-effect imports). */
function importedNames(node) {
  const body = node.type === 'mdxjsEsm' ? node.data?.estree?.body : undefined;
  if (!body?.length || !body.every((statement) => statement.type === 'ImportDeclaration' && statement.specifiers.length > 0)) return undefined;
  return body.flatMap((statement) => statement.specifiers.map((specifier) => specifier.local.name));
}

/**
 * Each code block becomes a static one, with its key and nothing else: the
 * page shows its code, title and link already, and nothing in them changes.
 * Code is most of what a guide's hydration module would otherwise carry, and
 * Docusaurus' code block most of the code a page with code would load before
 * hydrating. Returns whether it found one.
 */
function staticCodeBlocks(node) {
  const key =
    (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
    node.name === CODE_BLOCK.local &&
    node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'codeKey');
  if (!key) return (node.children ?? []).map(staticCodeBlocks).includes(true);
  node.name = STATIC_CODE_BLOCK.local;
  node.children = [];
  node.attributes = [key];
  return true;
}

const TOC_FROM_PAGE = { local: 'MdxTocFromPage', source: '@site/src/partial-hydration/client/toc' };

/** The ids of Docusaurus' `export const toc = [{value, id, level}, …]`; undefined for any other node, an empty table of contents or one with slices of imported files. */
function tocIds(node) {
  const [statement, ...rest] = (node.type === 'mdxjsEsm' && node.data?.estree?.body) || [];
  const declarator = statement?.type === 'ExportNamedDeclaration' && rest.length === 0 ? statement.declaration?.declarations?.[0] : undefined;
  if (declarator?.id?.name !== 'toc' || declarator.init?.type !== 'ArrayExpression') return undefined;
  const ids = [];
  for (const entry of declarator.init.elements) {
    const id = entry?.type === 'ObjectExpression' && entry.properties.find((property) => property.key?.name === 'id' || property.key?.value === 'id');
    if (!id || id.value?.type !== 'Literal' || typeof id.value.value !== 'string') return undefined;
    ids.push(id.value.value);
  }
  return ids.length > 0 ? ids : undefined;
}

/** The ids of the Markdown's headings (h2 to h6), in the order of the page. */
function headingIds(node, ids = []) {
  if (node.type === 'element' && /^h[2-6]$/.test(node.tagName) && typeof node.properties?.id === 'string') ids.push(node.properties.id);
  for (const child of node.children ?? []) headingIds(child, ids);
  return ids;
}

/**
 * The table of contents is read from the headings on the page when the
 * module loads (src/partial-hydration/client/toc.ts): by id, or, when its entries are
 * every heading of the Markdown in order (as usual), with no argument at all.
 * The full module keeps Docusaurus' entries.
 */
function tocFromPage(ids, tree) {
  const all = headingIds(tree);
  const args = all.length === ids.length && all.every((id, index) => id === ids[index]) ? [] : [{ type: 'ArrayExpression', elements: ids.map((id) => ({ type: 'Literal', value: id, raw: JSON.stringify(id) })) }];
  const call = { type: 'CallExpression', callee: { type: 'Identifier', name: TOC_FROM_PAGE.local }, arguments: args, optional: false };
  const declaration = { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: call }] };
  const program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null, attributes: [] }] };
  return [esmImport(TOC_FROM_PAGE), { type: 'mdxjsEsm', value: '', data: { estree: program } }];
}

export default function rehypeEmptyStaticBlocks() {
  return (tree) => {
    if (staticCodeBlocks(tree)) tree.children.unshift(esmImport(STATIC_CODE_BLOCK));
    tree.children = tree.children.flatMap((node) => {
      const ids = tocIds(node);
      return ids ? tocFromPage(ids, tree) : [node];
    });
    const blocks = tree.children.map((node) => {
      const tag = emptiedTag(node);
      const kept = tag === undefined ? node : { type: 'element', tagName: tag, properties: {}, children: [] };
      return { node: kept, imports: importedNames(kept) };
    });
    // An import nothing in the module uses would still bring its module: a
    // post cut at its truncation marker keeps the imports of the part cut off.
    const used = new Set();
    for (const { node, imports } of blocks) if (imports === undefined) namesUsed(node, used);
    tree.children = blocks.filter(({ imports }) => imports?.some((name) => used.has(name)) ?? true).map(({ node }) => node);
  };
}
