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

export const guides = [
  {
    id: 'vite',
    page: 'docs/learn/installation/vite.mdx',
    output: ['dist'],
    serve: { static: 'dist' },
    dev: { command: 'npm run dev -- --port {port} --strictPort --host 127.0.0.1' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'nextjs',
    page: 'docs/learn/installation/nextjs.mdx',
    output: ['.next'],
    serve: { command: 'npm run start -- --port {port} --hostname 127.0.0.1' },
    dev: { command: 'npm run dev -- --port {port} --hostname 127.0.0.1' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'webpack',
    page: 'docs/learn/installation/webpack.mdx',
    output: ['dist'],
    serve: { static: 'dist' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'rspack',
    page: 'docs/learn/installation/rspack.mdx',
    output: ['dist'],
    serve: { static: 'dist' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'esbuild',
    page: 'docs/learn/installation/esbuild.mdx',
    output: ['dist'],
    serve: { static: 'dist' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'rollup',
    page: 'docs/learn/installation/rollup.mdx',
    output: ['dist'],
    serve: { static: 'dist' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'postcss',
    page: 'docs/learn/installation/postcss.mdx',
    output: ['dist'],
    serve: { static: 'dist' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'cli',
    page: 'docs/learn/installation/cli.mdx',
    output: ['dist'],
    serve: { static: 'dist' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'babel',
    page: 'docs/learn/installation/babel.mdx',
    output: ['dist'],
    serve: { static: 'dist' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'react-router',
    page: 'docs/learn/installation/react-router.mdx',
    output: ['build/client'],
    serve: { static: 'build/client' },
    dev: { command: 'npm run dev -- --port {port} --strictPort --host 127.0.0.1' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'sveltekit',
    page: 'docs/learn/installation/sveltekit.mdx',
    output: ['build'],
    serve: { static: 'build' },
    dev: { command: 'npm run dev -- --port {port} --strictPort --host 127.0.0.1' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'waku',
    page: 'docs/learn/installation/waku.mdx',
    output: ['dist/public'],
    serve: { static: 'dist/public' },
    dev: { command: 'npm run dev -- --port {port} --host 127.0.0.1' },
    selector: 'main',
    text: 'Hello, StyleX',
  },
  {
    id: 'eslint',
    page: 'docs/learn/installation/eslint.mdx',
    lint: true,
  },
  {
    id: 'bun',
    page: 'docs/learn/installation/bun.mdx',
    notRunnable:
      'Bun cannot be installed from the npm registry on the test machines (its package downloads ' +
      'a binary from GitHub), so the Bun guide is not built; its code samples are still compiled ' +
      'by tests/unit/code-samples.test.mjs.',
  },
];
