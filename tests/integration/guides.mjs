/**
 * What the integration suite does with each installation guide. The steps
 * (files, install commands of each package-manager tab) and the scripts come
 * from the guide's MDX; this table only says where the guide's build puts its
 * output, how to serve it, how its dev command is reached, which element
 * shows the guide's component, and which package managers' tabs run in CI.
 *
 * Every guide's component styles one element with `borderRadius: 12` and a
 * lavender background that turns thistle under the pointer, so one probe fits
 * all: the built CSS must hold the radius' atomic rule, the built JS or HTML
 * must use its class, and Chromium must compute what each page's "What you
 * should see" step describes: the radius and the background, then the hover
 * colour.
 */
export const PROBE = {
  property: 'borderRadius',
  value: 12,
  computed: { 'border-top-left-radius': '12px', 'background-color': 'rgb(230, 230, 250)' },
  hovered: { 'background-color': 'rgb(216, 191, 216)' },
};

/**
 * The edit a watch guide's "What you should see" step asks for, in the
 * guide's component: the rebuilt CSS must hold the new radius' rule in place
 * of the old one, and Chromium must compute the new radius.
 */
export const EDIT = {
  file: 'src/App.jsx',
  from: 'borderRadius: 12',
  to: 'borderRadius: 24',
  property: 'borderRadius',
  value: 24,
  computed: { 'border-top-left-radius': '24px' },
};

/** A dev server script, reached on `{port}`. */
const server = (script, args) => ({ script, args });
const DEV = server('dev', '--port {port} --strictPort --host 127.0.0.1');
const WATCH = { script: 'watch', watch: true };

/**
 * A guide whose build writes a static site to `output`. `dev` is the guide's
 * dev command: a server, or `{ script, watch: true }` for a watch build that
 * rewrites `output` (`edit: true`: then makes the page's EDIT and checks the
 * rebuild). `managers` are the tabs run in CI (npm alone unless
 * listed); `MANAGERS=all` runs every tab of every guide. `tools` are
 * programs the guide's scripts run from PATH whatever the tab (installed
 * with the package managers). `node` is the Node.js major version the page
 * asks for when its packages need a newer one than the suite runs on.
 */
function built(id, output, { dev, serve, managers = ['npm'], sameVersion, tools = [], node } = {}) {
  return {
    id,
    page: `docs/learn/installation/${id}.mdx`,
    output: [output],
    serve: serve ?? { static: output },
    dev,
    managers,
    sameVersion,
    tools,
    node,
    selector: 'main',
    text: 'Hello, StyleX',
  };
}

export const guides = [
  built('vite', 'dist', { dev: DEV, managers: ['npm', 'pnpm', 'yarn'] }),
  built('nextjs', '.next', {
    serve: server('start', '--port {port} --hostname 127.0.0.1'),
    dev: server('dev', '--port {port} --hostname 127.0.0.1'),
  }),
  built('webpack', 'dist', { dev: { ...WATCH, edit: true } }),
  built('rspack', 'dist', { dev: server('dev', '--port {port} --host 127.0.0.1'), managers: ['npm', 'yarn'] }),
  built('esbuild', 'dist', { dev: { ...WATCH, edit: true } }),
  built('rollup', 'dist', { dev: { ...WATCH, edit: true } }),
  built('postcss', 'dist'),
  built('cli', 'dist'),
  // pnpm: Babel pinned to 7 and esbuild's install script allowed.
  built('babel', 'dist', { managers: ['npm', 'pnpm'] }),
  built('react-router', 'build/client', {
    dev: DEV,
    managers: ['npm', 'pnpm'],
    // The page asks for one version number across these.
    sameVersion: ['react-router', '@react-router/node', '@react-router/dev'],
  }),
  built('sveltekit', 'build', { dev: DEV }),
  // Waku's dev server has no --strictPort flag.
  built('waku', 'dist/public', { dev: server('dev', '--port {port} --host 127.0.0.1') }),
  // Server-rendered: `vite preview` runs the built server entry.
  built('vite-rsc', 'dist', { serve: server('preview', '--port {port} --strictPort --host 127.0.0.1'), dev: DEV }),
  // The built worker runs in workerd under `vite preview`; Wrangler and
  // Miniflare need Node.js 22, as the page says.
  built('redwoodsdk', 'dist', {
    serve: server('preview', '--port {port} --strictPort --host 127.0.0.1'),
    dev: DEV,
    node: 22,
  }),
  // Its scripts run `bun` with npm's tab too.
  built('bun', 'dist', {
    dev: server('dev', '--port {port} --hostname 127.0.0.1'),
    managers: ['npm', 'bun'],
    tools: ['bun'],
  }),
  {
    // The scaffolder the official docs name is not on the registry: the page
    // says so, and these commands, which it shows, must still fail as it quotes.
    id: 'create',
    page: 'docs/learn/installation/create.mdx',
    unpublished: ['npm create @stylexjs my-app', 'npx create-stylex-app my-app'],
    managers: ['npm'],
  },
  {
    id: 'eslint',
    page: 'docs/learn/installation/eslint.mdx',
    // The page's "What you should see" step: this typo, then the error it quotes.
    lint: { file: 'src/Card.tsx', from: 'padding: 24', to: 'pading: 24' },
    managers: ['npm'],
  },
];

/** Scripts that start something long-running: checked as dev commands, not run to the end. */
const LONG_RUNNING = new Set(['dev', 'start', 'preview', 'watch', 'serve']);
export const isLongRunning = (script) => LONG_RUNNING.has(script) || script.endsWith(':watch');
