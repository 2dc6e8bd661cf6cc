/**
 * Turns one MDX source file into plain Markdown for readers that are
 * programs (assistants, crawlers, scripts). Works on the syntax tree
 * (remark + remark-mdx + remark-gfm + remark-directive, the parsers
 * Docusaurus itself uses), never on the text:
 *
 * - `import`/`export` statements and `{…}` expressions (such as the blog's
 *   `{/* truncate *\/}`) are removed;
 * - MDX components become their content: `<Tabs>`/`<TabItem label="npm">`
 *   become a bold label followed by the tab's content, any other element
 *   (`<kbd>`, `<Callout>`…) is replaced by its children;
 * - admonitions (`:::warning[Title]`) become block quotes that start with
 *   their kind and title in bold (`> **Warning: Title**`);
 * - code blocks keep their language and file title (`ts title="src/x.ts"`);
 *   the site's test markers (typecheck, compile-error…) are dropped; a StyleX
 *   sample is followed by what the pages show in its tabs (src/plugins/sample-output):
 *   its compiled CSS and JS, or the compiler's error, as blocks titled "CSS",
 *   "JS" or "Compiler error";
 * - tables stay GFM tables; site-relative links become absolute URLs, to the
 *   page's Markdown twin when it has one.
 */
import remarkStringify from 'remark-stringify';
import { visit, SKIP } from 'unist-util-visit';
import { COMPILED_LANGS, parseFence } from '../../../markdown/fence.mjs';
import { keyOfCode, mdxProcessor } from '../../../markdown/parse.mjs';
import { toParagraph } from '../../../browser-support/line.mjs';
import { addSupportSection } from '../../../browser-support/pages.mjs';
import { fillReferenceTable } from '../../../browser-support/remark.mjs';

const ADMONITION_LABELS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

function attribute(node, name) {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/** Replaces MDX-only nodes by plain Markdown ones. */
/** The Markdown blocks that stand for a sample's output tabs. */
function outputBlocks(view) {
  if (view.kind === 'error') return [{ type: 'code', lang: 'text', meta: 'title="Compiler error"', value: view.message }];
  return [
    ...(view.css ? [{ type: 'code', lang: 'css', meta: 'title="CSS"', value: view.css }] : []),
    ...(view.supportLine ? [toParagraph(view.supportLine)] : []),
    { type: 'code', lang: view.lang, meta: 'title="JS"', value: view.js },
  ];
}

function mdxToMarkdown({ resolveLink, outputs }) {
  return (tree) => {
    // The browser support the page shows: its generated tables and its section.
    fillReferenceTable(tree);
    addSupportSection(tree, outputs);
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          parent.children.splice(index, 1);
          return [SKIP, index];
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          let children = node.children ?? [];
          const label = node.name === 'TabItem' ? (attribute(node, 'label') ?? attribute(node, 'value')) : undefined;
          if (label) {
            children = [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] }, ...children];
          }
          parent.children.splice(index, 1, ...children);
          return [SKIP, index];
        }
        case 'containerDirective': {
          const kind = ADMONITION_LABELS[node.name];
          if (!kind) return undefined;
          const [first, ...rest] = node.children;
          const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel;
          // The kind stays when there is a title: "Warning: …" reads as a warning.
          const title = hasLabel ? [{ type: 'text', value: `${kind}: ` }, ...first.children] : [{ type: 'text', value: kind }];
          const body = hasLabel ? rest : node.children;
          const heading = { type: 'paragraph', children: [{ type: 'strong', children: title }] };
          parent.children.splice(index, 1, { type: 'blockquote', children: [heading, ...body] });
          return index;
        }
        case 'leafDirective':
        case 'textDirective': {
          // Not directives in our docs: text such as "12:30" parsed as one. Put it back.
          const text = `:${node.type === 'leafDirective' ? ':' : ''}${node.name}`;
          parent.children.splice(index, 1, { type: 'text', value: text }, ...(node.children ?? []));
          return [SKIP, index];
        }
        case 'code': {
          const fence = parseFence(node.lang, node.meta);
          const view = COMPILED_LANGS.has(fence.lang) ? outputs[keyOfCode(node)] : undefined;
          node.meta = fence.readerMeta;
          if (!view) return undefined;
          const blocks = outputBlocks(view);
          parent.children.splice(index + 1, 0, ...blocks);
          return [SKIP, index + 1 + blocks.length];
        }
        case 'link':
        case 'definition':
          node.url = resolveLink(node.url);
          return undefined;
        case 'image':
          node.url = resolveLink(node.url, { asset: true });
          return undefined;
        default:
          return undefined;
      }
    });
  };
}

/**
 * @param {string} source the .md/.mdx file's text, front matter included
 * @param {{ title: string, description?: string, resolveLink?: (url: string, o?: {asset?: boolean}) => string, outputs?: Record<string, object> }} page
 *   `outputs`: the page's sample views by code key (src/plugins/sample-output/outputs.mjs)
 * @returns {string} Markdown with the page title as `#` heading and the description as a quote
 */
export function mdxToPlainMarkdown(source, { title, description, resolveLink = (url) => url, outputs = {} }) {
  const processor = mdxProcessor()
    .use(mdxToMarkdown, { resolveLink, outputs })
    .use(remarkStringify, {
      bullet: '-',
      fence: '`',
      fences: true,
      emphasis: '_',
      rule: '-',
      listItemIndent: 'one',
    });
  const tree = processor.parse(source);
  const transformed = processor.runSync(tree);
  const startsWithTitle = transformed.children[0]?.type === 'heading' && transformed.children[0].depth === 1;
  const head = startsWithTitle ? [] : [`# ${title}`, ...(description ? [`> ${description}`] : [])];
  const body = processor.stringify(transformed).trim();
  return `${[...head, body].join('\n\n')}\n`;
}
