/**
 * Code blocks import their component from the page that has them.
 *
 * MDX renders a fenced code block through the `pre` and `code` entries of
 * the MDX components map, whose `code` (theme-classic's MDXComponents/Code)
 * imported @theme/CodeBlock: the code block, its buttons, the line parser
 * and our Prism stand-in were part of every page that shows Markdown, with
 * code or not, such as the blog's post lists (none of whose excerpts has
 * code).
 *
 * This step replaces each element the `code` entry would have rendered as a
 * block (a fenced block, or inline code that spans lines) with
 * `<MdxCodeBlock>` and the props that entry passed on, and imports
 * `MdxCodeBlock` from @theme/CodeBlock in that file. A page's content then
 * brings the code block's chunk with it, and only there; the map's `code`
 * (src/theme/MDXComponents/Code.tsx) keeps inline code, and loads the block
 * on demand for code that no Markdown file of ours produces.
 */

export const LOCAL_NAME = 'MdxCodeBlock';
export const SOURCE = '@theme/CodeBlock';

/** An `import <local> from '<source>'` node, as MDX's parser makes it (MDX compiles its ESTree). */
export function esmImport(local, source) {
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
  return { type, name: LOCAL_NAME, attributes, children: value ? [{ type: 'text', value }] : [], position: code.position };
}

/** The element that replaces `node`, or undefined when `node` is not a code block. */
function replacement(node) {
  if (node.type !== 'element') return undefined;
  if (node.tagName === 'pre') {
    const [code] = node.children;
    if (node.children.length !== 1 || code.type !== 'element' || code.tagName !== 'code') return undefined;
    const attributes = codeBlockAttributes(code);
    return attributes && codeBlock('mdxJsxFlowElement', code, attributes);
  }
  // theme-classic's MDXCode renders inline code that spans lines as a block.
  if (node.tagName === 'code' && textOf(node).includes('\n')) {
    const attributes = codeBlockAttributes(node);
    return attributes && codeBlock('mdxJsxTextElement', node, attributes);
  }
  return undefined;
}

export default function rehypeCodeBlockImports() {
  return (tree, vfile) => {
    let count = 0;
    const visit = (parent) => {
      (parent.children ?? []).forEach((node, index) => {
        const block = replacement(node);
        if (!block) return visit(node);
        parent.children[index] = block;
        count += 1;
      });
    };
    visit(tree);
    if (count === 0) return;
    if (declares(tree, LOCAL_NAME)) {
      throw new Error(`code-block-imports: ${vfile.path} mentions ${LOCAL_NAME}, the name its code blocks are imported as`);
    }
    tree.children.unshift(esmImport(LOCAL_NAME, SOURCE));
  };
}
