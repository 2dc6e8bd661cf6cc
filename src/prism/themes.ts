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
