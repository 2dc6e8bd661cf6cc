import * as Babel from '@babel/standalone';
import stylexPlugin, { type Rule } from '@stylexjs/babel-plugin';
import loopGuardPlugin from './loopGuard';
import { resolveImport } from './resolve';
import type {
  CompileDiagnostic,
  CompiledFile,
  CompileRequest,
  CompileResponse,
  PlaygroundFile,
} from './types';

/**
 * Compiles the playground's files with the real StyleX compiler, in the
 * browser (this module runs inside compiler.worker.ts).
 *
 * The options are the ones a production build uses (and this site uses): no
 * dev class names, no runtime injection, and the CSS of every file put
 * together by `processStylexRules`. Imports between files resolve over the
 * in-memory file list through StyleX's custom module resolution, so variables
 * defined in `tokens.stylex.ts` get the same hashed names in every file that
 * imports them.
 */

/** Files live under a virtual /src/ folder. */
const ROOT = '/src/';
const toPath = (name: string) => ROOT + name;
const toName = (path: string) => (path.startsWith(ROOT) ? path.slice(ROOT.length) : path);

type FileResult =
  | { ok: true; file: CompiledFile; rules: Rule[] }
  | { ok: false; diagnostic: CompileDiagnostic };

// Compiling a file depends only on its code, its name and which other files
// exist (resolution), so unchanged files are not compiled again.
const cache = new Map<string, FileResult>();
const CACHE_LIMIT = 200;

function stylexOptions(names: ReadonlySet<string>) {
  return {
    dev: false,
    test: false,
    runtimeInjection: false,
    treeshakeCompensation: true,
    unstable_moduleResolution: {
      type: 'custom',
      filePathResolver: (importPath: string, sourceFilePath: string) => {
        const resolved = resolveImport(importPath, toName(sourceFilePath), names);
        return resolved == null ? null : toPath(resolved);
      },
      getCanonicalFilePath: (filePath: string) => `playground:${toName(filePath)}`,
    },
  };
}

function compileFile(file: PlaygroundFile, names: ReadonlySet<string>): FileResult {
  const filename = toPath(file.name);
  const isTSX = /\.(tsx|jsx)$/.test(file.name);
  try {
    const styled = Babel.transform(file.code, {
      filename,
      babelrc: false,
      configFile: false,
      sourceType: 'module',
      presets: [['typescript', { isTSX, allExtensions: true }]],
      plugins: [[stylexPlugin, stylexOptions(names)]],
    });
    const js = styled.code ?? '';
    const rules = (styled.metadata?.stylex ?? []) as Rule[];
    const preview = Babel.transform(js, {
      filename,
      babelrc: false,
      configFile: false,
      sourceType: 'module',
      presets: [['react', { runtime: 'automatic' }]],
      plugins: [loopGuardPlugin, 'transform-modules-commonjs'],
    });
    return { ok: true, rules, file: { name: file.name, js, preview: preview.code ?? '' } };
  } catch (error) {
    return { ok: false, diagnostic: toDiagnostic(error, file) };
  }
}

// Terminal colour codes (ESC [ … m), in case a message carries any.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const FRAME_LINE = /^\s*>?\s*\d+\s\|/;

/**
 * Turns a Babel or StyleX error into a diagnostic. Parse errors carry `loc`;
 * StyleX's own errors only have a code frame (`> 3 | …` then a `^^^` line),
 * which is where the line and column come from.
 */
export function toDiagnostic(error: unknown, file: PlaygroundFile): CompileDiagnostic {
  const raw = (error instanceof Error ? error.message : String(error)).replace(ANSI, '');
  const path = toPath(file.name);
  const text = raw.startsWith(`${path}: `) ? raw.slice(path.length + 2) : raw;
  const lines = text.split('\n');
  const frameStart = lines.findIndex((line) => FRAME_LINE.test(line));
  const messageLines = (frameStart === -1 ? lines : lines.slice(0, frameStart))
    .join('\n')
    .trim()
    // Parse errors end their first line with "(line:column)": shown separately.
    .replace(/ \(\d+:\d+\)$/m, '');
  const frame = frameStart === -1 ? '' : lines.slice(frameStart).join('\n').replace(/\s+$/, '');

  let line = 1;
  let column = 1;
  let length = 1;
  const loc = (error as { loc?: { line: number; column: number } } | null)?.loc;
  if (loc && typeof loc.line === 'number') {
    line = loc.line;
    column = loc.column + 1;
  } else if (frameStart !== -1) {
    const frameLines = lines.slice(frameStart);
    const marked = frameLines.findIndex((l) => /^\s*>/.test(l));
    if (marked !== -1) {
      line = Number(/^\s*>\s*(\d+)/.exec(frameLines[marked])![1]);
      const caretLine = frameLines[marked + 1] ?? '';
      const pipe = caretLine.indexOf('|');
      const caret = caretLine.indexOf('^');
      if (pipe !== -1 && caret > pipe) {
        column = caret - (pipe + 2) + 1;
        length = /\^+/.exec(caretLine.slice(caret))![0].length;
      }
    }
  } else {
    // Some StyleX errors come without a location (e.g. "Unable to generate
    // hash for defineVars()"): point at the first call of the API named.
    const api = /\b(\w+)\(\)/.exec(messageLines)?.[1];
    const index = api ? file.code.search(new RegExp(`\\b${api}\\s*\\(`)) : -1;
    if (index !== -1) {
      const before = file.code.slice(0, index);
      line = before.split('\n').length;
      column = index - before.lastIndexOf('\n');
      length = api!.length;
    }
  }
  return {
    file: file.name,
    line,
    column: Math.max(1, column),
    length: Math.max(1, length),
    message: messageLines || 'The file could not be compiled.',
    frame,
  };
}

export function compile(request: CompileRequest): CompileResponse {
  const started = performance.now();
  const sources = request.files.filter((file) => /\.(tsx|ts|jsx|js)$/.test(file.name));
  const names = new Set(sources.map((file) => file.name));
  const namesKey = [...names].sort().join('|');

  const files: CompiledFile[] = [];
  const diagnostics: CompileDiagnostic[] = [];
  const rules: Rule[] = [];
  for (const file of sources) {
    const key = `${file.name}\u0000${namesKey}\u0000${file.code}`;
    let result = cache.get(key);
    if (!result) {
      result = compileFile(file, names);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, result);
    }
    if (result.ok) {
      files.push(result.file);
      rules.push(...result.rules);
    } else {
      diagnostics.push(result.diagnostic);
    }
  }

  let css = '';
  if (diagnostics.length === 0) {
    try {
      css = stylexPlugin.processStylexRules(rules, { useLayers: false });
    } catch (error) {
      diagnostics.push({
        file: sources[0]?.name ?? '',
        line: 1,
        column: 1,
        length: 1,
        message: `The CSS could not be generated: ${error instanceof Error ? error.message : String(error)}`,
        frame: '',
      });
    }
  }

  return {
    id: request.id,
    ok: diagnostics.length === 0,
    css,
    files,
    diagnostics,
    durationMs: performance.now() - started,
  };
}
