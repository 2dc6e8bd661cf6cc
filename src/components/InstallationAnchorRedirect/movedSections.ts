/** Sections of the old one-page installation guide, and where each lives now. */
export const MOVED_SECTIONS: Readonly<Record<string, string>> = {
  vite: '/docs/learn/installation/vite/',
  'development-server': '/docs/learn/installation/vite/#build-and-develop',
  nextjs: '/docs/learn/installation/nextjs/',
  webpack: '/docs/learn/installation/webpack/',
  rspack: '/docs/learn/installation/rspack/',
  esbuild: '/docs/learn/installation/esbuild/',
  bun: '/docs/learn/installation/bun/',
  postcss: '/docs/learn/installation/postcss/',
  cli: '/docs/learn/installation/cli/',
  'babel-plugin-on-its-own': '/docs/learn/installation/babel/',
  eslint: '/docs/learn/installation/eslint/',
  'scaffold-a-new-project': '/docs/learn/installation/create/',
};
