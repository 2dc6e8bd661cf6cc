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
 *   with its code highlighted (static rendering), and the code block keeps
 *   that markup through hydration without rendering Highlight at all
 *   (src/theme/CodeBlock/Content). Highlight runs in the browser only for
 *   code the server did not render (after a client-side navigation): it
 *   shows the code as plain text until Prism has loaded (usually it has,
 *   fetched when the browser was idle).
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
function normalizeTokens(tokens: PrismToken[]): Token[][] {
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

export function Highlight({ code, language: requested, theme, children }: HighlightProps) {
  const language = requested.toLowerCase();
  const [prism, setPrism] = useState(getPrism);
  const styles = useMemo(() => (theme ? styleMap(theme, language) : undefined), [theme, language]);
  // Until Prism is here, the code shows as plain text.
  const tokens = useMemo(
    () => (prism ? tokenize(prism, code, language) : normalizeTokens([code])),
    [prism, code, language],
  );

  useEffect(() => {
    if (prism) return undefined;
    let active = true;
    // If Prism cannot load (offline), the code stays as it is: readable.
    loadPrism().then(
      (loaded) => active && setPrism(loaded),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [prism]);

  // `line` is dropped: it is input, not a DOM attribute. Unlike
  // prism-react-renderer, a line gets no style of its own: the theme's plain
  // colour, which it would repeat on every line, is the block's (root) colour
  // already, and the lines inherit it.
  const getLineProps: RenderProps['getLineProps'] = ({ className, style, line, ...rest }) => ({
    ...rest,
    className: clsx('token-line', className),
    style,
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
