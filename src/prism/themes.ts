import type { PrismTheme } from 'prism-react-renderer';

/**
 * The code-block colours: one table, a light and a dark colour per token
 * type. Every token colour has a contrast ratio of at least 4.5:1 (WCAG AA)
 * against the block's background and against the tint of a highlighted line
 * in its mode (tests/unit/code-themes.test.mjs checks it).
 */

type Mode = 'light' | 'dark';
type Colours = Record<Mode, string>;

const plain: { color: Colours; backgroundColor: Colours } = {
  color: { light: '#1f2328', dark: '#e6e8ef' },
  backgroundColor: { light: '#f6f8fa', dark: '#161a23' },
};

const tokens: { types: string[]; color: Colours; fontStyle?: 'italic' }[] = [
  { types: ['comment', 'prolog', 'doctype', 'cdata'], color: { light: '#57606a', dark: '#9ba4b4' }, fontStyle: 'italic' },
  { types: ['punctuation', 'operator'], color: { light: '#3b434c', dark: '#c6ccd8' } },
  { types: ['keyword', 'atrule', 'important', 'selector'], color: { light: '#a0215b', dark: '#ff8cc6' } },
  { types: ['string', 'char', 'attr-value', 'template-string', 'url'], color: { light: '#0b6138', dark: '#8fdba5' } },
  { types: ['function', 'class-name', 'maybe-class-name'], color: { light: '#6a32b8', dark: '#d6b1ff' } },
  { types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], color: { light: '#0550ae', dark: '#82c4ff' } },
  { types: ['property', 'attr-name', 'property-access'], color: { light: '#0a4f95', dark: '#9fd2ff' } },
  { types: ['tag'], color: { light: '#116329', dark: '#86e08f' } },
  { types: ['regex', 'variable', 'entity'], color: { light: '#8a3600', dark: '#ffb073' } },
  { types: ['deleted'], color: { light: '#9c0b25', dark: '#ffa3a3' } },
  { types: ['inserted'], color: { light: '#116329', dark: '#86e08f' } },
];

/** A theme whose colours come from `pick` (one mode, or both). */
function theme(pick: (colours: Colours) => string): PrismTheme {
  return {
    plain: { color: pick(plain.color), backgroundColor: pick(plain.backgroundColor) },
    styles: tokens.map(({ types, color, fontStyle }) => ({
      types,
      style: fontStyle ? { color: pick(color), fontStyle } : { color: pick(color) },
    })),
  };
}

export const lightCodeTheme: PrismTheme = theme((c) => c.light);
export const darkCodeTheme: PrismTheme = theme((c) => c.dark);

/**
 * The theme the site uses, in both modes: each colour is
 * `light-dark(<light>, <dark>)`, resolved by the page's `color-scheme`
 * (src/css/custom.css sets it per colour mode). Server-rendered code is thus
 * right in either mode, so code blocks need not be rendered a second time
 * after hydration (src/theme/CodeBlock).
 */
export const codeTheme: PrismTheme = theme((c) => `light-dark(${c.light}, ${c.dark})`);
