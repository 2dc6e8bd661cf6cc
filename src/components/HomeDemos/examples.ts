/**
 * Code shown on the home page. tests/unit/home-examples.test.mjs compiles each
 * `source` with the real StyleX compiler and checks that `css`, where given,
 * is exactly what the compiler emits.
 */
export const atomicExample = {
  source: `import * as stylex from '@stylexjs/stylex';

export const styles = stylex.create({
  card: {
    padding: 16,
    borderRadius: 8,
    backgroundColor: 'white',
  },
  title: {
    padding: 16,
    fontWeight: 700,
  },
});`,
  // Four rules for five declarations: both namespaces share one padding class.
  css: `.x1tamke2{padding:16px}
.xur7f20:not(#\\#){border-radius:8px}
.x12peec7:not(#\\#):not(#\\#){background-color:white}
.x1xlr1w8:not(#\\#):not(#\\#){font-weight:700}`,
  js: `export const styles = {
  card: {
    kmVPX3: "x1tamke2",
    kaIpWk: "xur7f20",
    kWkggS: "x12peec7",
    $$css: true
  },
  title: {
    kmVPX3: "x1tamke2",
    k63SB2: "x1xlr1w8",
    $$css: true
  }
};`,
};

export const colocationExample = {
  source: `import * as stylex from '@stylexjs/stylex';

export function Notice({ children }) {
  return <p {...stylex.props(styles.notice)}>{children}</p>;
}

const styles = stylex.create({
  notice: {
    borderInlineStartWidth: 4,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'rebeccapurple',
    paddingBlock: 8,
    paddingInline: 16,
  },
});`,
};

export const typesExample = {
  source: `import * as stylex from '@stylexjs/stylex';
import type { StyleXStyles } from '@stylexjs/stylex';

type Props = {
  // Callers may only change the colour and the margin.
  style?: StyleXStyles<{ color?: string; marginBlock?: number }>;
  children: React.ReactNode;
};

export function Badge({ style, children }: Props) {
  return <span {...stylex.props(styles.badge, style)}>{children}</span>;
}

const styles = stylex.create({
  badge: { borderRadius: 999, paddingInline: 10 },
});`,
};

export const themingExample = {
  tokens: `import * as stylex from '@stylexjs/stylex';

export const brand = stylex.defineVars({
  accent: '#5232d6',
  onAccent: 'white',
});`,
  source: `import * as stylex from '@stylexjs/stylex';
import { brand } from './brand.stylex';

const sunset = stylex.createTheme(brand, {
  accent: '#d6336c',
});

const styles = stylex.create({
  button: {
    backgroundColor: brand.accent,
    color: brand.onAccent,
  },
});

export function Buttons() {
  return (
    <>
      <button {...stylex.props(styles.button)}>Default</button>
      <div {...stylex.props(sunset)}>
        <button {...stylex.props(styles.button)}>Themed</button>
      </div>
    </>
  );
}`,
};

export const mergingExample = {
  source: `import * as stylex from '@stylexjs/stylex';

export function Toggle({ pressed, onClick }) {
  return (
    <button
      aria-pressed={pressed}
      onClick={onClick}
      {...stylex.props(styles.base, pressed && styles.pressed)}>
      {pressed ? 'On' : 'Off'}
    </button>
  );
}

const styles = stylex.create({
  base: { backgroundColor: 'white', color: 'black' },
  // Applied last, so it wins, whatever the CSS order.
  pressed: { backgroundColor: 'black', color: 'white' },
});`,
};

/** The hero's before/after card. */
export const heroExample = {
  source: `import * as stylex from '@stylexjs/stylex';

export const styles = stylex.create({
  button: {
    color: 'white',
    backgroundColor: {
      default: 'rebeccapurple',
      ':hover': 'indigo',
    },
    paddingInline: 16,
  },
});`,
  css: `.x1hr3lfm{padding-inline:16px}
.x1g3n8tr:not(#\\#){background-color:rebeccapurple}
.x1awj2ng:not(#\\#){color:white}
.x1g13z0r:hover:not(#\\#){background-color:indigo}`,
};
