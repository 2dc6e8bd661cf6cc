/**
 * Each Markdown file imports the code block, admonition and <details> it renders.
 *
 * MDX renders a fenced code block through the `pre` and `code` entries of
 * the MDX components map, an admonition through its `admonition` entry and
 * a <details> through `details`: the map imported them all, so every page
 * that shows Markdown loaded the code
 * block (its buttons, line parser and our Prism stand-in) and the admonition
 * (its six types and their icons), whether it had any or not, such as the
 * blog's post lists (none of whose excerpts has code).
 *
 * This step replaces each element the map would have rendered as a code
 * block (a fenced block, or inline code that spans lines) with
 * `<MdxCodeBlock>` and the props the map's `code` passed on, each
 * admonition with `<MdxAdmonition>` and each <details> with `<MdxDetails>`,
 * and imports those names in that file: a page's content brings their code
 * with it, and only there. The map's entries (src/theme/MDXComponents/Code.tsx
 * and Details.tsx, src/theme/Admonition) load them on demand, for MDX this
 * step did not see.
 *
 * The admonition and <details> come from `@theme-original/…`: their
 * `@theme/…` names are the map's on-demand wrappers.
 */

import { codeKey } from './fence.mjs';

export const CODE_BLOCK = { local: 'MdxCodeBlock', source: '@theme/CodeBlock' };
export const ADMONITION = { local: 'MdxAdmonition', source: '@theme-original/Admonition' };
const DETAILS = { local: 'MdxDetails', source: '@theme-original/MDXComponents/Details' };

/** An `import <local> from '<source>'` node, as MDX's parser makes it (MDX compiles its ESTree). */
export function esmImport({ local, source }) {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
            attributes: [],
          },
        ],
      },
    },
  };
}

/** Whether the file's own imports and exports mention `name` (an import of it could then clash). */
export function declares(tree, name) {
  const word = new RegExp(`\\b${name}\\b`);
  return tree.children.some((node) => node.type === 'mdxjsEsm' && word.test(node.value ?? ''));
}

const attribute = (name, value) => ({ type: 'mdxJsxAttribute', name, value });

function textOf(node) {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** The props theme-classic's MDXCode gave CodeBlock, from a `code` element; undefined to leave it alone. */
function codeBlockAttributes(code) {
  const { className, metastring, live, ...rest } = code.properties ?? {};
  // Live code blocks belong to another theme; other properties have no JSX spelling here.
  if (live === true || Object.keys(rest).length > 0) return undefined;
  if (!(code.children ?? []).every((child) => child.type === 'text')) return undefined;
  const attributes = [];
  if (className?.length) attributes.push(attribute('className', className.join(' ')));
  if (typeof metastring === 'string') attributes.push(attribute('metastring', metastring));
  return attributes;
}

function codeBlock(type, code, attributes) {
  const value = textOf(code);
  // The block's key (src/markdown/fence.mjs), from the props CodeBlock receives: the server
  // writes it into the block's HTML, and the page's hydration module, which does not carry the
  // code (src/partial-hydration), finds the block by it.
  const props = Object.fromEntries(attributes.map(({ name, value: v }) => [name, v]));
  return {
    type,
    name: CODE_BLOCK.local,
    attributes: [...attributes, attribute('codeKey', codeKey(value, props))],
    children: value ? [{ type: 'text', value }] : [],
    position: code.position,
  };
}

/**
 * An element as the JSX element `name` with the same properties and
 * children: an admonition as Docusaurus' remark step leaves it (an
 * `admonition` element with its type, title, class and id), a <details>.
 */
function asJsx(node, name) {
  const attributes = Object.entries(node.properties ?? {}).map(([key, value]) =>
    // A true boolean property is an attribute without a value (`open`).
    attribute(key, value === true ? null : Array.isArray(value) ? value.join(' ') : String(value)),
  );
  return { type: 'mdxJsxFlowElement', name, attributes, children: node.children, position: node.position };
}

/** The node that replaces `node` and the import it needs, or undefined when `node` stays. */
function replacement(node) {
  // <details> written in MDX is JSX; MDX maps lowercase names through the map too.
  if (node.type === 'mdxJsxFlowElement' && node.name === 'details') return { node: { ...node, name: DETAILS.local }, needs: DETAILS };
  if (node.type !== 'element') return undefined;
  if (node.tagName === 'admonition') return { node: asJsx(node, ADMONITION.local), needs: ADMONITION };
  if (node.tagName === 'details') return { node: asJsx(node, DETAILS.local), needs: DETAILS };
  if (node.tagName === 'pre') {
    const [code] = node.children;
    if (node.children.length !== 1 || code.type !== 'element' || code.tagName !== 'code') return undefined;
    const attributes = codeBlockAttributes(code);
    return attributes && { node: codeBlock('mdxJsxFlowElement', code, attributes), needs: CODE_BLOCK };
  }
  // theme-classic's MDXCode renders inline code that spans lines as a block.
  if (node.tagName === 'code' && textOf(node).includes('\n')) {
    const attributes = codeBlockAttributes(node);
    return attributes && { node: codeBlock('mdxJsxTextElement', node, attributes), needs: CODE_BLOCK };
  }
  return undefined;
}

export default function rehypeMarkdownImports() {
  return (tree, vfile) => {
    const needed = new Set();
    const visit = (parent) => {
      (parent.children ?? []).forEach((node, index) => {
        const found = replacement(node);
        if (found) {
          parent.children[index] = found.node;
          needed.add(found.needs);
        }
        // An admonition's or a <details>' content may hold code blocks.
        if (!found || found.needs !== CODE_BLOCK) visit(parent.children[index]);
      });
    };
    visit(tree);
    for (const component of [CODE_BLOCK, ADMONITION, DETAILS].filter((c) => needed.has(c)).reverse()) {
      if (declares(tree, component.local)) {
        throw new Error(`markdown-imports: ${vfile.path} mentions ${component.local}, the name its Markdown imports it as`);
      }
      tree.children.unshift(esmImport(component));
    }
  };
}
