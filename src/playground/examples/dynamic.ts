import { appWithTokens } from './types';

const tokens = `import * as stylex from '@stylexjs/stylex';

export const colors = stylex.defineVars({
  text: 'light-dark(#161922, #e9ebf1)',
  muted: 'light-dark(#505668, #a7adbd)',
  track: 'light-dark(#dfe2ea, #2b303d)',
});
`;

const app = `import * as stylex from '@stylexjs/stylex';
import { useState } from 'react';
import { colors } from './tokens.stylex';

export default function App() {
  const [size, setSize] = useState(120);
  const [hue, setHue] = useState(260);
  return (
    <div {...stylex.props(styles.layout)}>
      <label {...stylex.props(styles.label)}>
        Size: {size}px
        <input type="range" min={40} max={220} value={size}
          onChange={(event) => setSize(Number(event.target.value))} />
      </label>
      <label {...stylex.props(styles.label)}>
        Hue: {hue}
        <input type="range" min={0} max={360} value={hue}
          onChange={(event) => setHue(Number(event.target.value))} />
      </label>
      {/* A dynamic style: one static rule per property, and the
          value travels in an inline CSS variable. */}
      <div {...stylex.props(styles.swatch(size, 'hsl(' + hue + ' 70% 55%)'))} />
    </div>
  );
}

const styles = stylex.create({
  layout: {
    gap: 12,
    color: colors.text,
    display: 'grid',
    maxWidth: 320,
  },
  label: {
    gap: 4,
    color: colors.muted,
    display: 'grid',
    fontSize: 14,
  },
  swatch: (size: number, color: string) => ({
    borderColor: colors.track,
    borderRadius: 16,
    borderStyle: 'solid',
    borderWidth: 1,
    backgroundColor: color,
    height: size,
    width: size,
  }),
});
`;

export const dynamic = appWithTokens('dynamic', 'Dynamic styles', app, tokens);
