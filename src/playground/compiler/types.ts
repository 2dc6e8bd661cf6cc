/** A file of the playground, as the editor holds it. */
export type PlaygroundFile = {
  name: string;
  code: string;
};

/** A message from the compiler, anchored to a place in one file (1-based). */
export type CompileDiagnostic = {
  file: string;
  line: number;
  column: number;
  /** Characters to underline from `column` (at least 1). */
  length: number;
  message: string;
  /** Babel's code frame, for the error panel. */
  frame: string;
};

export type CompiledFile = {
  name: string;
  /** What @stylexjs/babel-plugin turned the file into (types removed, JSX kept). */
  js: string;
  /** The same module as CommonJS with JSX compiled and loops guarded, for the preview. */
  preview: string;
};

export type CompileRequest = {
  id: number;
  files: PlaygroundFile[];
};

export type CompileResponse = {
  id: number;
  ok: boolean;
  /** All files' StyleX rules through processStylexRules, as a production build emits them. */
  css: string;
  files: CompiledFile[];
  diagnostics: CompileDiagnostic[];
  /** Time spent compiling inside the worker, in milliseconds. */
  durationMs: number;
};

/** A starting example as the build compiled it (src/plugins/playground-compiled-examples). */
export type CompiledExample = {
  files: PlaygroundFile[];
  /** Its id is the client's to set. */
  response: CompileResponse;
};
