import { appWithTokens } from './types';

const tokens = `import * as stylex from '@stylexjs/stylex';

// keyframes() returns an animation name. Storing it in a variable group
// lets other files use the animation.
const pulse = stylex.keyframes({
  '0%': { opacity: 1, transform: 'scale(1)', },
  '50%': { opacity: 0.7, transform: 'scale(1.15)', },
  '100%': { opacity: 1, transform: 'scale(1)', },
});

export const motion = stylex.defineVars({
  pulse,
  duration: '1.2s',
});
`;

const app = `import * as stylex from '@stylexjs/stylex';
import { motion } from './tokens.stylex';

// A keyframes animation declared in the file that uses it.
const spin = stylex.keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export default function App() {
  return (
    <div {...stylex.props(styles.row)}>
      <div {...stylex.props(styles.shape, styles.spinner)} />
      <div {...stylex.props(styles.shape, styles.pulsing)} />
    </div>
  );
}

const reducedMotion = '@media (prefers-reduced-motion: reduce)';

const styles = stylex.create({
  row: {
    padding: 24,
    gap: 40,
    alignItems: 'center',
    display: 'flex',
  },
  shape: {
    height: 64,
    width: 64,
  },
  spinner: {
    borderColor: '#5232d6',
    borderRadius: '50%',
    borderStyle: 'solid',
    borderWidth: 6,
    animationDuration: '1s',
    animationIterationCount: 'infinite',
    animationName: {
      default: spin,
      [reducedMotion]: 'none',
    },
    animationTimingFunction: 'linear',
    borderTopColor: 'transparent',
  },
  pulsing: {
    borderRadius: 16,
    animationDuration: motion.duration,
    animationIterationCount: 'infinite',
    animationName: {
      default: motion.pulse,
      [reducedMotion]: 'none',
    },
    backgroundColor: '#d6336c',
  },
});
`;

export const keyframes = appWithTokens('keyframes', 'Keyframes', app, tokens);
