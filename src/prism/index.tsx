import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import clsx from 'clsx';
import type { EnvConfig, HighlightProps, PrismLib, PrismTheme, RenderProps, Token } from 'prism-react-renderer';
import { getPrism, loadPrism } from './engine';

/**
 * A small stand-in for `prism-react-renderer`, which the site's bundles
 * resolve instead of the real package (see src/plugins/slim-prism).
 * Docusaurus' code block uses its `Highlight` render-prop component; ours
 * behaves the same (token shapes, class names `token-line` and
 * `token <type>`, styles from the same theme objects) with two differences:
 *
 * - the Prism behind it has only the grammars the site uses (src/prism/prism.ts);
 * - in the browser, Prism is not part of the page bundle. The page arrives
 *   with its code highlighted (static rendering), and Highlight reads those
 *   tokens back from the HTML, which yields the very same tree: hydration,
 *   and the re-mount Docusaurus' CodeBlock does right after it, need no
 *   Prism. Prism is only needed for code the server did not render (after a
 *   client-side navigation): it loads then, or earlier when the browser is
 *   idle.
 */

/** Docusaurus' client module for extra languages imports this; our grammars load in src/prism/prism.ts. */
export const Prism = undefined;

type StyleMap = Record<string, CSSProperties>;
type PrismToken = EnvConfig['tokens'][number];

/** A theme as styles per token type for one language; `root` styles the block. */
function styleMap(theme: PrismTheme, language: string): StyleMap {
  const map: StyleMap = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) map[type] = { ...map[type], ...entry.style };
  }
  map.root = theme.plain;
  map.plain = { ...theme.plain, backgroundColor: undefined };
  return map;
}

/** Marks lines that are empty, as prism-react-renderer does. */
function markEmptyLines(lines: Token[][]): Token[][] {
  for (const line of lines) {
    if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
    else if (line.length === 1 && line[0].content === '') {
      line[0].content = '\n';
      line[0].empty = true;
    }
  }
  return lines;
}

/**
 * Flattens Prism's nested tokens into lines of leaf tokens, each carrying
 * the chain of types it sits in (outermost first, no immediate repeats).
 */
export function normalizeTokens(tokens: PrismToken[]): Token[][] {
  const lines: Token[][] = [[]];
  const visit = (list: PrismToken[], parentTypes: string[]) => {
    for (const token of list) {
      let types = parentTypes;
      let content: string | PrismToken | PrismToken[];
      if (typeof token === 'string') {
        types = parentTypes.length > 0 ? parentTypes : ['plain'];
        content = token;
      } else {
        for (const type of [token.type, ...([] as string[]).concat(token.alias ?? [])]) {
          if (types[types.length - 1] !== type) types = [...types, type];
        }
        content = token.content;
      }
      if (typeof content !== 'string') {
        visit(Array.isArray(content) ? content : [content], types);
        continue;
      }
      content.split(/\r\n|\r|\n/).forEach((piece, index) => {
        if (index > 0) lines.push([]);
        lines[lines.length - 1].push({ types, content: piece });
      });
    }
  };
  visit(tokens, []);
  return markEmptyLines(lines);
}

function tokenize(prism: PrismLib, code: string, language: string): Token[][] {
  const grammar = prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env: EnvConfig = { code, grammar, language, tokens: [] };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/**
 * The code blocks the server rendered into this document, as tokens, by
 * language and text: lines are `.token-line` elements, tokens their
 * `span.token` children with the types as further classes. Read once, on
 * the first render in the browser (hydration), while the DOM is still the
 * server's.
 */
let serverBlocks: Map<string, Token[][]> | undefined;
const blockKey = (language: string, code: string) => `${language}\n${code.replace(/\r\n|\r/g, '\n')}`;

function serverRenderedTokens(language: string, code: string): Token[][] | null {
  if (typeof document === 'undefined') return null;
  if (!serverBlocks) {
    serverBlocks = new Map();
    for (const block of Array.from(document.querySelectorAll('pre.prism-code'))) {
      const blockLanguage = /(?:^|\s)language-(\S+)/.exec(block.className)?.[1];
      if (!blockLanguage) continue;
      const lines: Token[][] = Array.from(block.querySelectorAll('.token-line'), (line) =>
        Array.from(line.querySelectorAll('span.token'), (span) => ({
          types: Array.from(span.classList).slice(1),
          content: span.textContent ?? '',
        })),
      );
      markEmptyLines(lines);
      const text = lines.map((line) => line.map((t) => (t.empty ? '' : t.content)).join('')).join('\n');
      serverBlocks.set(blockKey(blockLanguage, text), lines);
    }
  }
  // A copy: the tokens are data of this block only.
  const lines = serverBlocks.get(blockKey(language, code));
  return lines ? lines.map((line) => line.map((token) => ({ ...token }))) : null;
}

/** Runs `callback` once the browser is idle (or soon, where that is unsupported). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 4000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1500);
  return () => clearTimeout(handle);
}

export function Highlight({ code, language: requested, theme, children }: HighlightProps) {
  const language = requested.toLowerCase();
  const [prism, setPrism] = useState(getPrism);
  // Without Prism (browser, first render): the server's tokens, if the
  // server rendered this block.
  const [serverTokens] = useState(() => (prism ? null : serverRenderedTokens(language, code)));
  const styles = useMemo(() => (theme ? styleMap(theme, language) : undefined), [theme, language]);
  const tokens = useMemo(() => {
    if (prism) return tokenize(prism, code, language);
    return serverTokens ?? normalizeTokens([code]);
  }, [prism, serverTokens, code, language]);

  useEffect(() => {
    if (prism) return undefined;
    let active = true;
    // If Prism cannot load (offline), the code stays as it is: readable.
    const load = () =>
      void loadPrism().then(
        (loaded) => active && setPrism(loaded),
        () => {},
      );
    // Server-rendered code is highlighted already: load Prism when idle.
    // Code that is not (client-side navigation) needs it now.
    let cancel = () => {};
    if (serverTokens) cancel = whenIdle(load);
    else load();
    return () => {
      active = false;
      cancel();
    };
  }, [prism, serverTokens]);

  // `line` is dropped: it is input, not a DOM attribute.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const getLineProps: RenderProps['getLineProps'] = ({ className, style, line, ...rest }) => ({
    ...rest,
    className: clsx('token-line', className),
    style: styles || style ? { ...styles?.plain, ...style } : undefined,
  });

  const getTokenProps: RenderProps['getTokenProps'] = ({ token, className, style, ...rest }) => {
    let tokenStyle: CSSProperties | undefined;
    if (styles) {
      const inlineBlock: CSSProperties | undefined = token.empty ? { display: 'inline-block' } : undefined;
      tokenStyle =
        token.types.length === 1 && token.types[0] === 'plain'
          ? inlineBlock
          : Object.assign({}, inlineBlock, ...token.types.map((type) => styles[type]));
    }
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? { ...tokenStyle, ...style } : tokenStyle,
    };
  };

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles?.root ?? {},
    getLineProps,
    getTokenProps,
  });
}
