import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * Two sidebars: `docs` holds the Learn guides (read top to bottom), `api` the
 * reference. Every page listed here must exist; tests/e2e/every-route.spec.ts checks
 * that each renders.
 */
const sidebars: SidebarsConfig = {
  docs: [
    { type: 'doc', id: 'learn/index', label: 'Introduction' },
    'learn/thinking-in-stylex',
    {
      type: 'category',
      label: 'Installation',
      link: { type: 'doc', id: 'learn/installation/index' },
      collapsed: true,
      items: [
        'learn/installation/vite',
        'learn/installation/vite-rsc',
        'learn/installation/nextjs',
        'learn/installation/react-router',
        'learn/installation/sveltekit',
        'learn/installation/waku',
        'learn/installation/redwoodsdk',
        'learn/installation/webpack',
        'learn/installation/rspack',
        'learn/installation/esbuild',
        'learn/installation/rollup',
        'learn/installation/bun',
        'learn/installation/postcss',
        'learn/installation/cli',
        'learn/installation/babel',
        'learn/installation/eslint',
        'learn/installation/create',
      ],
    },
    {
      type: 'category',
      label: 'Styling UI',
      collapsed: false,
      items: ['learn/styling-ui/defining-styles', 'learn/styling-ui/using-styles'],
    },
    {
      type: 'category',
      label: 'Theming',
      collapsed: false,
      items: [
        'learn/theming/defining-variables',
        'learn/theming/using-variables',
        'learn/theming/creating-themes',
        'learn/theming/variable-types',
      ],
    },
    'learn/static-types',
    {
      type: 'category',
      label: 'Recipes',
      collapsed: false,
      items: [
        'learn/recipes/variants',
        'learn/recipes/context-driven-styles',
        'learn/recipes/descendant-styles',
        'learn/recipes/light-dark-themes',
        'learn/recipes/merge-themes',
        'learn/recipes/reset-themes',
        'learn/recipes/shareable-tokens',
      ],
    },
    'learn/ai-assistants',
    'learn/ecosystem',
    'learn/acknowledgements',
  ],
  api: [
    { type: 'doc', id: 'api/index', label: 'Overview' },
    {
      type: 'category',
      label: 'JavaScript API',
      collapsed: false,
      items: [
        'api/javascript/create',
        'api/javascript/props',
        'api/javascript/attrs',
        'api/javascript/atoms',
        'api/javascript/defineVars',
        'api/javascript/defineConsts',
        'api/javascript/createTheme',
        'api/javascript/keyframes',
        'api/javascript/firstThatWorks',
        'api/javascript/positionTry',
        'api/javascript/viewTransitionClass',
        'api/javascript/when',
        'api/javascript/defineMarker',
        'api/javascript/env',
        'api/javascript/types',
        'api/javascript/legacy-and-unstable',
      ],
    },
    {
      type: 'category',
      label: 'Types',
      collapsed: false,
      items: [
        'api/types/StyleXStyles',
        'api/types/StyleXStylesWithout',
        'api/types/StaticStyles',
        'api/types/VarGroup',
        'api/types/Theme',
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      collapsed: false,
      items: [
        'api/configuration/babel-plugin',
        'api/configuration/postcss-plugin',
        'api/configuration/unplugin',
        'api/configuration/eslint-plugin',
        'api/configuration/dev-runtime',
      ],
    },
    'api/browser-support',
  ],
};

export default sidebars;
