import fs from 'fs';
import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { CompiledExample } from '../../playground/compiler/types';

/** Import specifier of the compiled examples (src/playground/compiler/prebuilt.ts reads it). */
const COMPILED_EXAMPLES_MODULE = '@playground/compiled-examples';

/**
 * The playground's starting examples, compiled by the playground's own compile
 * module (the code its Web Worker runs). Babel is 700 KiB gzip: with these,
 * the first preview of an example does not wait for the worker to load it.
 * The compiler (~0.7 s to load) is imported here, when content loads, not
 * with the site's config, which every Docusaurus command reads.
 */
async function compileExamples(): Promise<CompiledExample[]> {
  const { compile } = await import('../../playground/compiler/compile');
  const { examples } = await import('../../playground/examples');
  return examples.map((example) => {
    const response = compile({ id: 0, files: example.files });
    if (!response.ok) {
      const [first] = response.diagnostics;
      throw new Error(`The playground example "${example.id}" does not compile: ${first?.file}:${first?.line} ${first?.message}`);
    }
    // No timing in the shipped file: it would change its hash on every build.
    return { files: example.files, response: { ...response, durationMs: 0 } };
  });
}

/**
 * Writes the compiled examples as JSON under Docusaurus' generated files,
 * rewritten only when they changed (a rewrite retriggers the dev server), and
 * points `@playground/compiled-examples` at it. Only the playground's lazy
 * chunk imports it.
 */
export default function playgroundCompiledExamplesPlugin({ generatedFilesDir }: LoadContext): Plugin {
  const file = path.join(generatedFilesDir, 'playground-compiled-examples', 'compiled-examples.json');
  return {
    name: 'playground-compiled-examples',

    // Production only: a faster first preview for readers. Under `npm start`
    // the worker compiles the examples, so loading Babel here does not hold
    // up every start of the dev server.
    loadContent: async () => (process.env.NODE_ENV === 'production' ? compileExamples() : []),

    async contentLoaded({ content }) {
      const json = JSON.stringify(content);
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== json) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, json);
      }
    },

    configureWebpack() {
      return { resolve: { alias: { [`${COMPILED_EXAMPLES_MODULE}$`]: file } } };
    },
  };
}
