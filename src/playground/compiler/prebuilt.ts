import compiledExamples from '@playground/compiled-examples';
import { sameFiles } from '../workspace/reducer';
import type { CompiledExample, CompileResponse, PlaygroundFile } from './types';

const compiled = compiledExamples as CompiledExample[];

/**
 * What the compiler would answer for these files, when they are one of the
 * starting examples exactly as shipped: the build compiled those with the
 * same code the worker runs, so their first preview needs no Babel.
 */
export function prebuiltCompile(files: readonly PlaygroundFile[]): CompileResponse | undefined {
  return compiled.find((example) => sameFiles(example.files, files))?.response;
}
