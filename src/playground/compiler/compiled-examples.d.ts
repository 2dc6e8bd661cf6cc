/** The starting examples compiled at build time (src/plugins/playground-compiled-examples), as `CompiledExample[]`. */
declare module '@playground/compiled-examples' {
  const compiledExamples: unknown;
  export default compiledExamples;
}
