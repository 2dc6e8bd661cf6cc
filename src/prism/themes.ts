import type { PrismTheme } from 'prism-react-renderer';

/**
 * The code-block colours, one theme per colour mode. Every token colour has
 * a contrast ratio of at least 4.5:1 (WCAG AA) against the block's
 * background and against the tint of a highlighted line
 * (tests/unit/code-themes.test.mjs checks it).
 */

export const codeBackgrounds = {
  light: '#f6f8fa',
  dark: '#161a23',
} as const;

export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: codeBackgrounds.light },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#3b434c' } },
    { types: ['keyword', 'atrule', 'important', 'selector'], style: { color: '#a0215b' } },
    { types: ['string', 'char', 'attr-value', 'template-string', 'url'], style: { color: '#0b6138' } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: '#6a32b8' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], style: { color: '#0550ae' } },
    { types: ['property', 'attr-name', 'property-access'], style: { color: '#0a4f95' } },
    { types: ['tag'], style: { color: '#116329' } },
    { types: ['regex', 'variable', 'entity'], style: { color: '#8a3600' } },
    { types: ['deleted'], style: { color: '#9c0b25' } },
    { types: ['inserted'], style: { color: '#116329' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: { color: '#e6e8ef', backgroundColor: codeBackgrounds.dark },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#9ba4b4', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#c6ccd8' } },
    { types: ['keyword', 'atrule', 'important', 'selector'], style: { color: '#ff8cc6' } },
    { types: ['string', 'char', 'attr-value', 'template-string', 'url'], style: { color: '#8fdba5' } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: '#d6b1ff' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], style: { color: '#82c4ff' } },
    { types: ['property', 'attr-name', 'property-access'], style: { color: '#9fd2ff' } },
    { types: ['tag'], style: { color: '#86e08f' } },
    { types: ['regex', 'variable', 'entity'], style: { color: '#ffb073' } },
    { types: ['deleted'], style: { color: '#ffa3a3' } },
    { types: ['inserted'], style: { color: '#86e08f' } },
  ],
};

/**
 * The theme the site uses, in both modes: each colour is
 * `light-dark(<light>, <dark>)`, resolved by the page's `color-scheme`
 * (src/css/custom.css sets it per colour mode). Server-rendered code is thus
 * right in either mode, so code blocks need not be rendered a second time
 * after hydration (src/theme/CodeBlock).
 */
export function bothModes(light: PrismTheme, dark: PrismTheme): PrismTheme {
  const merge = (a: PrismTheme['plain'], b: PrismTheme['plain']) => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys({ ...a, ...b }) as (keyof typeof a)[]) {
      const [x, y] = [a[key], b[key]];
      if (x === y) out[key] = x;
      else if (/color$/i.test(key) && typeof x === 'string' && typeof y === 'string') out[key] = `light-dark(${x}, ${y})`;
      else throw new Error(`The light and dark code themes differ in ${String(key)}, which is not a colour`);
    }
    return out as PrismTheme['plain'];
  };
  if (light.styles.length !== dark.styles.length) throw new Error('The code themes list different token types');
  return {
    plain: merge(light.plain, dark.plain),
    styles: light.styles.map((entry, i) => {
      const other = dark.styles[i];
      if (entry.types.join() !== other.types.join()) throw new Error(`The code themes differ at ${entry.types.join()}`);
      return { ...entry, style: merge(entry.style, other.style) };
    }),
  };
}

export const codeTheme: PrismTheme = bothModes(lightCodeTheme, darkCodeTheme);
