import { appWithTokens } from './types';

const tokens = `import * as stylex from '@stylexjs/stylex';

// The default values of the theme. Components read these variables;
// a theme created with createTheme swaps their values for a subtree.
export const theme = stylex.defineVars({
  accent: '#5232d6',
  surface: '#f4f1ff',
  text: '#1d1442',
  radius: '12px',
});
`;

const app = `import * as stylex from '@stylexjs/stylex';
import { useState, type ReactNode } from 'react';
import { theme } from './tokens.stylex';

// Themes can be created in any file and passed around like styles.
const ocean = stylex.createTheme(theme, {
  accent: '#0b6872',
  surface: '#e6f6f7',
  text: '#08313a',
  radius: '4px',
});

const forest = stylex.createTheme(theme, {
  accent: '#1b6e3a',
  surface: '#ecf7ee',
  text: '#0f2e1a',
  radius: '20px',
});

const themes = { default: null, ocean, forest };
type ThemeName = keyof typeof themes;

function Card({ children }: { children: ReactNode }) {
  return <div {...stylex.props(styles.card)}>{children}</div>;
}

export default function App() {
  const [name, setName] = useState<ThemeName>('ocean');
  return (
    <div {...stylex.props(styles.page)}>
      <div {...stylex.props(styles.row)}>
        {(Object.keys(themes) as ThemeName[]).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={key === name}
            onClick={() => setName(key)}
            {...stylex.props(styles.choice, key === name && styles.chosen)}>
            {key}
          </button>
        ))}
      </div>
      {/* The theme applies to this element and everything inside it. */}
      <section {...stylex.props(themes[name])}>
        <Card>
          The card reads the theme's variables, so it changes with the
          theme without any change to its own styles.
        </Card>
      </section>
    </div>
  );
}

const styles = stylex.create({
  page: {
    gap: 16,
    display: 'grid',
    maxWidth: 440,
  },
  row: {
    gap: 8,
    display: 'flex',
  },
  choice: {
    borderColor: '#8b8fa3',
    borderRadius: 999,
    borderStyle: 'solid',
    borderWidth: 1,
    paddingBlock: 6,
    paddingInline: 14,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    fontSize: 14,
    textTransform: 'capitalize',
  },
  chosen: {
    borderColor: '#161922',
    backgroundColor: '#161922',
    color: '#ffffff',
  },
  card: {
    padding: 20,
    borderRadius: theme.radius,
    backgroundColor: theme.surface,
    borderInlineStartColor: theme.accent,
    borderInlineStartStyle: 'solid',
    borderInlineStartWidth: 6,
    color: theme.text,
    lineHeight: 1.5,
  },
});
`;

export const themes = appWithTokens('themes', 'Variables and themes', app, tokens);
