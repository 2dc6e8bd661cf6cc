import { appWithTokens } from './types';

const tokens = `import * as stylex from '@stylexjs/stylex';

// Variables live in a named export of a .stylex.ts file, so every file
// that imports them gets the same CSS custom property names.
export const colors = stylex.defineVars({
  accent: 'light-dark(#5232d6, #a594ff)',
  onAccent: 'light-dark(#ffffff, #120d2b)',
  text: 'light-dark(#161922, #e9ebf1)',
  muted: 'light-dark(#505668, #a7adbd)',
  surface: 'light-dark(#ffffff, #1a1e29)',
  border: 'light-dark(#dfe2ea, #2b303d)',
});

export const space = stylex.defineVars({
  sm: '8px',
  md: '16px',
  lg: '24px',
});
`;

const app = `import * as stylex from '@stylexjs/stylex';
import { useState } from 'react';
import { colors, space } from './tokens.stylex';

export default function App() {
  const [liked, setLiked] = useState(false);
  return (
    <article {...stylex.props(styles.card)}>
      <h1 {...stylex.props(styles.title)}>Hello, StyleX</h1>
      <p {...stylex.props(styles.body)}>
        Change a value below: the preview updates, and the CSS tab shows
        the atomic classes your styles compile to.
      </p>
      <button
        type="button"
        onClick={() => setLiked(!liked)}
        {...stylex.props(styles.button, liked && styles.liked)}>
        {liked ? 'Liked' : 'Like'}
      </button>
    </article>
  );
}

const styles = stylex.create({
  card: {
    padding: space.lg,
    borderColor: colors.border,
    borderRadius: 12,
    borderStyle: 'solid',
    borderWidth: 1,
    backgroundColor: colors.surface,
    color: colors.text,
    maxWidth: 420,
  },
  title: {
    marginBlock: 0,
    fontSize: '1.5rem',
  },
  body: {
    marginBlock: space.md,
    color: colors.muted,
    lineHeight: 1.5,
  },
  button: {
    borderColor: colors.accent,
    borderRadius: 999,
    borderStyle: 'solid',
    borderWidth: 2,
    paddingBlock: space.sm,
    paddingInline: space.md,
    backgroundColor: {
      default: 'transparent',
      ':hover': colors.border,
    },
    color: colors.accent,
    cursor: 'pointer',
    fontSize: 16,
    fontWeight: 600,
  },
  // Applied after \`button\`, so its values win.
  liked: {
    backgroundColor: colors.accent,
    color: colors.onAccent,
  },
});
`;

export const basic = appWithTokens('basic', 'Basic styles', app, tokens);
