import React, {
  Fragment,
  Suspense,
  isValidElement,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useHistory } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import MDXComponents from '@theme/MDXComponents';
import { useRenderMode } from './hydrating';
import { StaticBlockRef, staticBlocks, type StaticRoot } from './tree';
import { wireLinks } from './links';
import { loadOnce } from '../../components/LazyContent/loadOnce';
import { lazyRendered } from '../../components/LazyContent/lazyRendered';

/**
 * The copy and word-wrap buttons of a code block in the static blocks: the
 * browser renders them only once the page has hydrated, with Docusaurus' code
 * block (its chunk, loaded then).
 */
const AttachedButtons = lazyRendered(() => import('@site/src/theme/CodeBlock/AttachedButtons'));

/**
 * The prose of a Markdown page is static: once the server has rendered it,
 * nothing in a paragraph, a heading, a list, a table, an admonition or a code
 * block ever changes. So on the page the server rendered, React hydrates each
 * such block as one bare element and leaves its contents to the browser
 * (tree.ts), and hydrates as usual only the blocks holding something
 * interactive (tabs, sample outputs, collapsible details). The code blocks'
 * buttons, which only the browser renders, are added once it has hydrated.
 * Pages reached by client-side navigation render normally.
 *
 * On that first page the content is usually the page's hydration module
 * (src/partial-hydration), whose static blocks are already empty:
 * it carries `loadFull`, the loader of the full page, for any render that is
 * not this hydration (the reader comes back to the page, or React renders it
 * afresh).
 */

type Props = Record<string, unknown>;
type LoadFull = () => Promise<{ default: ComponentType<Props> }>;
type Content = ((props: Props) => ReactNode) & { loadFull?: LoadFull };
type Tree = ReactElement<Props, Content>;

/** Components of the Markdown tree whose markup is fixed, by the tag they render. */
const STATIC_ROOTS = new Map<unknown, string>([
  ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'li', 'img', 'table', 'a'] as const).map((tag) => [MDXComponents[tag], tag] as const),
  [MDXComponents.admonition, 'div'],
]);

const staticRoot: StaticRoot = (element) => {
  // Inline code is a <code>; code with a line break becomes a code block.
  if (element.type === MDXComponents.code) {
    const { children } = element.props as { children?: ReactNode };
    const parts = Array.isArray(children) ? children : [children];
    return parts.every((part) => typeof part === 'string' && !part.includes('\n')) ? 'code' : undefined;
  }
  return STATIC_ROOTS.get(element.type);
};

function isFunctionComponent(element: ReactNode): element is Tree {
  if (!isValidElement(element) || typeof element.type !== 'function') return false;
  return !(element.type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;
}

export default function StaticProse({ children }: { children: ReactNode }): ReactNode {
  const mode = useRenderMode();
  if (!isFunctionComponent(children)) return children;
  const { loadFull: load } = children.type;
  if (mode === 'client') return load ? <FullContent content={children} load={load} /> : children;
  // The server takes the same path, so that both trees have the same shape.
  return <StaticTree content={children} hydrate={mode === 'hydrate'} />;
}

type FullModule = { default: ComponentType<Props> };
/** A full module's one loader, and its component once loaded (rendered without suspending). */
type FullEntry = { load: () => Promise<FullModule>; Component?: ComponentType<Props> };
const fullModules = new Map<LoadFull, FullEntry>();
let reloading = false;

/**
 * Starts loading the full module of a hydration module, once (a failed load,
 * such as the one made as the reader left while offline, is tried again by
 * the next render), and gives the component once it is there.
 */
function loadFull(load: LoadFull): { promise: Promise<FullModule>; Component?: ComponentType<Props> } {
  // Once the page is reloading, a render on the way out asks for nothing more.
  if (reloading) return { promise: new Promise(() => {}) };
  let entry = fullModules.get(load);
  if (!entry) {
    const created: FullEntry = {
      load: loadOnce(() =>
        load().then((module) => {
          created.Component = module.default;
          return module;
        }),
      ),
    };
    fullModules.set(load, created);
    entry = created;
  }
  return { promise: entry.load(), Component: entry.Component };
}

const rendering = new WeakMap<Promise<FullModule>, Promise<FullModule>>();

/**
 * The full module, for a render waiting on it. If it cannot be loaded, the
 * page reloads, as Docusaurus does when a route's chunks fail to load: the
 * server's HTML has the whole page. Until then the render stays suspended.
 */
function forRender(loading: Promise<FullModule>): Promise<FullModule> {
  let promise = rendering.get(loading);
  if (!promise) {
    promise = loading.catch((error: unknown) => {
      console.warn('The page could not be loaded; reloading it.', error);
      reloading = true;
      window.location.reload();
      return new Promise<never>(() => {});
    });
    rendering.set(loading, promise);
  }
  return promise;
}

/** The whole page, from the full module behind a hydration module. */
function FullContent({ content, load }: { content: Tree; load: LoadFull }): ReactNode {
  return (
    <Suspense fallback={null}>
      <Full content={content} load={load} />
    </Suspense>
  );
}

function Full({ content, load }: { content: Tree; load: LoadFull }): ReactNode {
  const loaded = loadFull(load);
  const Component = loaded.Component ?? use(forRender(loaded.promise)).default;
  return <Component {...content.props} />;
}

function StaticTree({ content, hydrate }: { content: Tree; hydrate: boolean }): ReactNode {
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const [whole, setWhole] = useState(!hydrate);
  // The code blocks in the static blocks (our content wrapper: src/theme/CodeBlock/Content).
  const [codeBlocks, setCodeBlocks] = useState<Element[]>([]);
  const blocks = useRef(new Set<HTMLElement>());
  const collect = useCallback((element: HTMLElement | null) => {
    if (element) blocks.current.add(element);
  }, []);
  // The MDX content's own hooks run here, in every render alike.
  const tree = content.type(content.props);
  const full = content.type.loadFull;
  // Should the reader come back to this page, it renders from the full
  // module: fetch it as they leave, not with the page.
  useEffect(() => (full ? () => void loadFull(full).promise.catch(() => {}) : undefined), [full]);

  useLayoutEffect(() => {
    if (whole) return undefined;
    const list = [...blocks.current];
    // If React gave up hydrating and rendered afresh, the bare blocks are
    // empty: render the whole tree instead, before the browser paints.
    if (list.some((block) => !block.hasChildNodes())) {
      setWhole(true);
      return undefined;
    }
    return wireLinks(list, (path) => history.push(path));
  }, [whole, history]);

  // Once the page has hydrated (false while hydrating), the code blocks get their buttons.
  useEffect(() => {
    if (!isBrowser || whole) return;
    // Not the blocks an island left when it rendered again (Docusaurus' tabs do after hydrating).
    setCodeBlocks([...blocks.current].filter((block) => block.isConnected).flatMap((block) => Array.from(block.querySelectorAll('[data-code-key]'))));
  }, [isBrowser, whole]);

  if (whole && full) return <FullContent content={content} load={full} />;
  return (
    <StaticBlockRef value={collect}>
      <Fragment key={whole ? 'whole' : 'static'}>{whole ? tree : staticBlocks(tree, staticRoot, collect)}</Fragment>
      {codeBlocks.map((code, index) => (
        <AttachedButtons key={index} content={code} />
      ))}
    </StaticBlockRef>
  );
}
