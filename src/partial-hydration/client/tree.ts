import { Fragment, createContext, createElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

/**
 * What a component of the Markdown tree renders, when its markup never
 * changes once the server has rendered it: the tag of its root element. A
 * component without an answer is an island, hydrated by React as usual.
 */
export type StaticRoot = (element: ReactElement) => string | undefined;

type Props = { children?: ReactNode } & Record<string, unknown>;

/** Elements that cannot hold markup (React refuses dangerouslySetInnerHTML on them). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * One object for every placeholder: React compares the prop by identity, so
 * a later render of the same placeholder never rewrites its contents.
 */
export const KEEP_SERVER_MARKUP = Object.freeze({ __html: '' });

/**
 * Takes the bare elements of static parts below the top level (a code block
 * in a tab: StaticCodeBlock.tsx) into the page's static blocks, which the
 * page checks for a render afresh (index.tsx).
 */
export const StaticBlockRef = createContext<((element: HTMLElement | null) => void) | undefined>(undefined);

/** Whether a node, or anything below it, needs React in the browser. */
export function hasIsland(node: ReactNode, staticRoot: StaticRoot): boolean {
  if (node == null || typeof node === 'boolean' || typeof node === 'string' || typeof node === 'number') return false;
  if (Array.isArray(node)) return node.some((child: ReactNode) => hasIsland(child, staticRoot));
  if (!isValidElement(node)) return true;
  const props = node.props as Props;
  if (node.type === Fragment) return hasIsland(props.children, staticRoot);
  if (typeof node.type === 'string') {
    // An intrinsic element is static unless it carries a handler or a ref.
    if (Object.values(props).some((value) => typeof value === 'function')) return true;
    if ((node as { ref?: unknown }).ref != null || props.ref != null) return true;
    return hasIsland(props.children, staticRoot);
  }
  return staticRoot(node) === undefined || hasIsland(props.children, staticRoot);
}

/**
 * The tree React hydrates for a Markdown page whose HTML the server rendered.
 * Each top-level block without an island becomes a bare element of the same
 * tag whose contents React leaves alone (its `dangerouslySetInnerHTML` is
 * never compared in production builds, and never written again), so React
 * creates one node for a paragraph, a list or a heading instead of one for
 * every link, word of code and anchor in it. Blocks holding an island are
 * kept whole. `ref` receives the static blocks, which need their links
 * wired up by hand (see links.ts).
 */
export function staticBlocks(tree: ReactNode, staticRoot: StaticRoot, ref?: Ref<HTMLElement>): ReactNode {
  const top = isValidElement(tree) && tree.type === Fragment ? (tree.props as Props).children : tree;
  const blocks: ReactNode[] = Array.isArray(top) ? top : [top];
  return createElement(
    Fragment,
    null,
    ...blocks.map((block) => {
      if (!isValidElement(block) || block.type === Fragment) return block;
      const tag = typeof block.type === 'string' ? block.type : staticRoot(block);
      if (tag === undefined || VOID.has(tag) || hasIsland(block, staticRoot)) return block;
      return createElement(tag, { ref, dangerouslySetInnerHTML: KEEP_SERVER_MARKUP, suppressHydrationWarning: true });
    }),
  );
}
