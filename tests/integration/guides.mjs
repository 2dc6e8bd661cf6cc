/**
 * What the integration suite does with each installation guide. The files,
 * the install commands and the scripts come from the guide's MDX; this table
 * only says where the guide's build puts its output, how to serve it, and
 * which element shows the guide's component.
 *
 * Every guide's component styles one element with `borderRadius: 12` (among
 * other styles), so one probe fits all: the built CSS must hold that atomic
 * rule, the built JS or HTML must use its class, and Chromium must compute a
 * 12px radius on the element.
 */
export const PROBE = { property: 'borderRadius', value: 12, css: 'border-top-left-radius', computed: '12px' };

const DEV = { command: 'npm run dev -- --port {port} --strictPort --host 127.0.0.1' };

/**
 * A guide whose build writes a static site to `output`; `dev` also checks the
 * dev server. Every guide's component renders <main> with "Hello, StyleX".
 */
function built(id, output, { dev, serve } = {}) {
  return {
    id,
    page: `docs/learn/installation/${id}.mdx`,
    output: [output],
    serve: serve ?? { static: output },
    dev,
    selector: 'main',
    text: 'Hello, StyleX',
  };
}

export const guides = [
  built('vite', 'dist', { dev: DEV }),
  built('nextjs', '.next', {
    serve: { command: 'npm run start -- --port {port} --hostname 127.0.0.1' },
    dev: { command: 'npm run dev -- --port {port} --hostname 127.0.0.1' },
  }),
  built('webpack', 'dist'),
  built('rspack', 'dist'),
  built('esbuild', 'dist'),
  built('rollup', 'dist'),
  built('postcss', 'dist'),
  built('cli', 'dist'),
  built('babel', 'dist'),
  built('react-router', 'build/client', { dev: DEV }),
  built('sveltekit', 'build', { dev: DEV }),
  // Waku's dev server has no --strictPort flag.
  built('waku', 'dist/public', { dev: { command: 'npm run dev -- --port {port} --host 127.0.0.1' } }),
  { id: 'eslint', page: 'docs/learn/installation/eslint.mdx', lint: true },
  {
    id: 'bun',
    page: 'docs/learn/installation/bun.mdx',
    notRunnable:
      'Bun cannot be installed from the npm registry on the test machines (its package downloads ' +
      'a binary from GitHub), so the Bun guide is not built; its code samples are still compiled ' +
      'by tests/unit/code-samples.test.mjs.',
  },
];
