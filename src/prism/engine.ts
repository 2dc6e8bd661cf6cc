/**
 * Resolved by the bundler to engine.server.ts or engine.client.ts
 * (src/plugins/slim-prism). This file only gives TypeScript the shared
 * signature; the bundles never use it.
 */
export { getPrism, loadPrism } from './engine.server';
