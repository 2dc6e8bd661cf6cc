import type { Plugin } from '@docusaurus/types';
import { DropUnusedCustomPropertiesPlugin } from './custom-properties.mjs';

/**
 * Drops, once the production client build is complete, the custom properties
 * no stylesheet reads and no script names, and those a later rule with the
 * same selector overrides (./custom-properties.mjs). The build log states
 * what it saves (`[drop-unused-custom-properties] …`).
 */
export default function unusedCustomPropertiesPlugin(): Plugin {
  return {
    name: 'unused-custom-properties',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // Rspack runs webpack-style plugins; the cast bridges their types.
      return { plugins: [new DropUnusedCustomPropertiesPlugin() as never] };
    },
  };
}
