import fs from 'fs';
import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { ROWS, type Row, type Shape, type ShapeArgs } from './rows';

/**
 * `resolve` for one row: a dependency's file by its package path, found
 * from the site, or an error that names the row. Reads the folder rather
 * than `require.resolve`, which refuses files a package does not export.
 */
export function resolverFor(row: Row, siteDir: string) {
  return (specifier: string) => {
    const file = path.join(siteDir, 'node_modules', specifier);
    if (!fs.existsSync(file)) {
      throw new Error(
        `[bundle-shaping] row "${row.name}": ${specifier} is not installed any more. ` +
          'See the row in src/plugins/bundle-shaping/rows.ts and UPGRADING.md.',
      );
    }
    return file;
  };
}

/** Every row's part of one build's configuration, merged. */
export function shapeBuild(args: Omit<ShapeArgs, 'resolve'>): Required<Shape> {
  const merged: Required<Shape> = { alias: {}, rules: [], cacheGroups: {} };
  for (const row of ROWS) {
    const shape = row.shape({ ...args, resolve: resolverFor(row, args.siteDir) });
    Object.assign(merged.alias, shape.alias);
    merged.rules.push(...(shape.rules ?? []));
    Object.assign(merged.cacheGroups, shape.cacheGroups);
  }
  return merged;
}

/**
 * What the site's bundles carry in place of some modules of Docusaurus and
 * DocSearch: one table, ./rows.ts.
 */
export default function bundleShapingPlugin(context: LoadContext): Plugin {
  return {
    name: 'bundle-shaping',
    configureWebpack(_config, isServer) {
      const { alias, rules, cacheGroups } = shapeBuild({
        isServer,
        siteDir: context.siteDir,
        generatedFilesDir: context.generatedFilesDir,
      });
      return {
        resolve: { alias },
        module: { rules },
        ...(Object.keys(cacheGroups).length > 0 ? { optimization: { splitChunks: { cacheGroups } } } : {}),
      };
    },
  };
}
