import { EditorView } from '@codemirror/view';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { tags as t } from '@lezer/highlight';
import { colors, fonts } from '../../tokens/tokens.stylex';

/**
 * Light and dark CodeMirror themes for the playground. The editor chrome
 * uses the site's tokens (CSS variables with light-dark() values); the syntax
 * colours differ per mode and were picked for at least 4.5:1 contrast on the
 * editor background of that mode.
 */

type Palette = {
  keyword: string;
  string: string;
  number: string;
  comment: string;
  property: string;
  definition: string;
  type: string;
  atom: string;
  tag: string;
  attribute: string;
  punctuation: string;
  invalid: string;
};

const light: Palette = {
  keyword: '#7a1fa2',
  string: '#1b6e3a',
  number: '#9a4a00',
  comment: '#5f6675',
  property: '#1a5fb4',
  definition: '#4a2bc2',
  type: '#a3165a',
  atom: '#b3261e',
  tag: '#0b6872',
  attribute: '#875200',
  punctuation: '#3a3f4b',
  invalid: '#b3261e',
};

const dark: Palette = {
  keyword: '#d2a8ff',
  string: '#8ddb8c',
  number: '#ffb870',
  comment: '#9aa2b4',
  property: '#79c0ff',
  definition: '#c2b6ff',
  type: '#ff9ecb',
  atom: '#ff9b8f',
  tag: '#7ee0d6',
  attribute: '#ffd479',
  punctuation: '#c9cedb',
  invalid: '#ff8f8f',
};

function highlight(p: Palette) {
  return HighlightStyle.define([
    { tag: [t.keyword, t.moduleKeyword, t.controlKeyword, t.operatorKeyword], color: p.keyword },
    { tag: [t.string, t.special(t.string), t.regexp], color: p.string },
    { tag: [t.number, t.integer, t.float], color: p.number },
    { tag: [t.comment, t.lineComment, t.blockComment], color: p.comment, fontStyle: 'italic' },
    { tag: [t.propertyName, t.definition(t.propertyName)], color: p.property },
    { tag: [t.function(t.variableName), t.function(t.propertyName), t.definition(t.variableName)], color: p.definition },
    { tag: [t.typeName, t.className, t.namespace], color: p.type },
    { tag: [t.bool, t.null, t.atom, t.self], color: p.atom },
    { tag: [t.tagName, t.angleBracket], color: p.tag },
    { tag: t.attributeName, color: p.attribute },
    { tag: [t.punctuation, t.separator, t.bracket, t.operator], color: p.punctuation },
    { tag: t.invalid, color: p.invalid },
    // CSS output
    { tag: [t.className, t.labelName], color: p.definition },
    { tag: t.unit, color: p.number },
  ]);
}

function chrome(isDark: boolean) {
  return EditorView.theme(
    {
      '&': {
        backgroundColor: colors.backgroundRaised,
        color: colors.text,
        fontSize: fonts.sizeSm,
        height: '100%',
      },
      '.cm-scroller': { fontFamily: fonts.mono, lineHeight: '1.6' },
      '.cm-content': { caretColor: colors.accent },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: colors.accent },
      // The site's focus ring instead of CodeMirror's dotted outline, on a
      // layer over the editor's own: its background, scroller and gutters
      // would paint over an outline of the editor or of its host. Above the
      // search panel (z-index 300), under tooltips (500).
      '&.cm-focused': { outline: 'none' },
      '&.cm-focused::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        zIndex: 400,
        pointerEvents: 'none',
        outline: `2px solid ${colors.focusRing}`,
        outlineOffset: '-2px',
      },
      '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection': {
        backgroundColor: isDark ? 'rgba(165, 148, 255, 0.28)' : 'rgba(82, 50, 214, 0.18)',
      },
      '.cm-gutters': {
        backgroundColor: colors.backgroundSubtle,
        color: colors.textMuted,
        borderRight: `1px solid ${colors.border}`,
      },
      '.cm-activeLine': { backgroundColor: isDark ? 'rgba(255, 255, 255, 0.04)' : 'rgba(82, 50, 214, 0.05)' },
      '.cm-activeLineGutter': { backgroundColor: isDark ? 'rgba(255, 255, 255, 0.06)' : 'rgba(82, 50, 214, 0.08)', color: colors.text },
      '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': {
        backgroundColor: isDark ? 'rgba(126, 224, 214, 0.22)' : 'rgba(11, 104, 114, 0.15)',
        outline: `1px solid ${isDark ? 'rgba(126, 224, 214, 0.5)' : 'rgba(11, 104, 114, 0.4)'}`,
      },
      '.cm-searchMatch': { backgroundColor: isDark ? 'rgba(255, 212, 121, 0.25)' : 'rgba(255, 196, 0, 0.3)' },
      '.cm-tooltip': {
        backgroundColor: colors.backgroundRaised,
        color: colors.text,
        border: `1px solid ${colors.borderStrong}`,
        borderRadius: '6px',
      },
      '.cm-tooltip-autocomplete > ul > li[aria-selected]': {
        backgroundColor: colors.accent,
        color: colors.onAccent,
      },
      '.cm-completionDetail': { color: 'inherit', opacity: 0.8 },
      '.cm-panels': { backgroundColor: colors.backgroundSubtle, color: colors.text },
      '.cm-panels input, .cm-panels button': { fontFamily: 'inherit', fontSize: 'inherit' },
      '.cm-textfield': {
        backgroundColor: colors.background,
        color: colors.text,
        border: `1px solid ${colors.borderStrong}`,
      },
      '.cm-button': {
        backgroundImage: 'none',
        backgroundColor: colors.backgroundRaised,
        color: colors.text,
        border: `1px solid ${colors.borderStrong}`,
      },
      '.cm-diagnostic-error': { borderLeftColor: isDark ? '#ff8f8f' : '#b3261e' },
      '.cm-diagnostic-warning': { borderLeftColor: isDark ? '#ffd479' : '#875200' },
      // The lint tooltip: the message in the text colour, its source
      // (TypeScript's code, the lint rule) muted but still 4.5:1, and the
      // quick fixes as the site's primary buttons.
      '.cm-diagnostic': { color: colors.text },
      '.cm-diagnosticSource': { color: colors.textMuted, opacity: 1 },
      '.cm-diagnosticAction': {
        backgroundColor: colors.accent,
        color: colors.onAccent,
        borderRadius: '4px',
        font: 'inherit',
        padding: '1px 8px',
      },
      '.cm-diagnosticAction:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: '2px' },
      '.cm-lintRange-warning': {
        backgroundImage: 'none',
        textDecoration: `underline wavy ${isDark ? '#ffd479' : '#875200'}`,
        textUnderlineOffset: '3px',
      },
      '.cm-lintRange-error': {
        backgroundImage: 'none',
        textDecoration: `underline wavy ${isDark ? '#ff8f8f' : '#b3261e'}`,
        textUnderlineOffset: '3px',
      },
      '.cm-foldPlaceholder': { backgroundColor: colors.backgroundSubtle, color: colors.textMuted, border: 'none' },
      // The way out of the editor (./exitHint.ts), over the code's lower corner; clicks go through it.
      '.cm-exitHint': {
        position: 'absolute',
        insetInlineEnd: '8px',
        bottom: '8px',
        zIndex: 300,
        padding: '2px 8px',
        border: `1px solid ${colors.border}`,
        borderRadius: '6px',
        backgroundColor: colors.backgroundRaised,
        color: colors.textMuted,
        fontFamily: fonts.body,
        fontSize: fonts.sizeXs,
        pointerEvents: 'none',
      },
    },
    { dark: isDark },
  );
}

const themes = {
  light: [chrome(false), syntaxHighlighting(highlight(light))],
  dark: [chrome(true), syntaxHighlighting(highlight(dark))],
} satisfies Record<string, Extension>;

export function editorTheme(mode: 'light' | 'dark'): Extension {
  return themes[mode];
}
