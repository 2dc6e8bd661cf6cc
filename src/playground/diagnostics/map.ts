import type { Problem, ProblemFix, TextEdit } from './types';

/**
 * From TypeScript's and ESLint's messages to the playground's problems, and
 * back to text: pure functions, shared by the checker worker, the editor
 * and the problems panel, and tested in Node
 * (tests/unit/playground-diagnostics.test.mjs).
 */

/** 1-based line and column of an offset. */
export function lineColumn(code: string, offset: number): { line: number; column: number } {
  const at = Math.max(0, Math.min(offset, code.length));
  let line = 1;
  let lineStart = 0;
  for (let i = code.indexOf('\n'); i !== -1 && i < at; i = code.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: at - lineStart + 1 };
}

/** Offset of a 1-based line and column, clamped to the code. */
export function offsetOf(code: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l += 1) {
    const next = code.indexOf('\n', start);
    if (next === -1) return code.length;
    start = next + 1;
  }
  const end = code.indexOf('\n', start);
  const lineEnd = end === -1 ? code.length : end;
  return Math.min(start + Math.max(column, 1) - 1, lineEnd);
}

/** TypeScript's message text: a string, or a chain of messages (the reason under the headline). */
export type MessageChain = { messageText: string; next?: MessageChain[] };

export function flattenMessage(text: string | MessageChain, depth = 0): string {
  if (typeof text === 'string') return text;
  const own = `${'  '.repeat(depth)}${text.messageText}`;
  const rest = (text.next ?? []).map((next) => flattenMessage(next, depth + 1));
  return [own, ...rest].join('\n');
}

/** The parts of a `ts.Diagnostic` the playground uses. */
export type TypeScriptDiagnostic = {
  start?: number;
  length?: number;
  messageText: string | MessageChain;
  /** ts.DiagnosticCategory: 0 warning, 1 error, 2 suggestion, 3 message. */
  category: number;
  code: number;
};

/** Suggestions and messages (TypeScript's "could be converted to…") are left out. */
export function fromTypeScript(file: string, code: string, d: TypeScriptDiagnostic): Problem | null {
  if (d.category !== 0 && d.category !== 1) return null;
  const from = Math.max(0, Math.min(d.start ?? 0, code.length));
  const to = Math.max(from, Math.min(from + (d.length ?? 0), code.length));
  return {
    file,
    from,
    to,
    ...lineColumn(code, from),
    severity: d.category === 1 ? 'error' : 'warning',
    source: 'TypeScript',
    code: `TS${d.code}`,
    message: flattenMessage(d.messageText),
    fixes: [],
  };
}

/** The parts of an ESLint `LintMessage` the playground uses (line and column 1-based). */
export type LintMessage = {
  ruleId: string | null;
  message: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  /** 1 warning, 2 error. */
  severity: number;
  fix?: { range: [number, number]; text: string };
  suggestions?: { desc: string; fix: { range: [number, number]; text: string } }[];
};

const edit = (fix: { range: [number, number]; text: string }): TextEdit => ({
  from: fix.range[0],
  to: fix.range[1],
  insert: fix.text,
});

export function fromLint(file: string, code: string, m: LintMessage): Problem {
  const from = offsetOf(code, m.line, m.column);
  const to = m.endLine == null ? from : Math.max(from, offsetOf(code, m.endLine, m.endColumn ?? m.column));
  const fixes: ProblemFix[] = [];
  if (m.fix) fixes.push({ title: 'Fix', edits: [edit(m.fix)] });
  for (const suggestion of m.suggestions ?? []) fixes.push({ title: suggestion.desc, edits: [edit(suggestion.fix)] });
  return {
    file,
    from,
    to,
    line: m.line,
    column: m.column,
    severity: m.severity === 2 ? 'error' : 'warning',
    source: 'ESLint',
    // A message without a rule is a parsing error.
    code: m.ruleId ?? 'parse',
    message: m.message,
    fixes,
  };
}

/** By file name, then position, errors before warnings at the same place. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      a.from - b.from ||
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      a.source.localeCompare(b.source),
  );
}

/** The code with the edits applied (offsets into the original code; they must not overlap). */
export function applyEdits(code: string, edits: readonly TextEdit[]): string {
  let out = code;
  for (const e of [...edits].sort((a, b) => b.from - a.from)) {
    out = out.slice(0, e.from) + e.insert + out.slice(e.to);
  }
  return out;
}

/** `file:line:column`, as the problems panel shows it. */
export function problemLocation(p: Pick<Problem, 'file' | 'line' | 'column'>): string {
  return `${p.file}:${p.line}:${p.column}`;
}

/** The one-line summary of the checks, for the status under the editor. */
export function problemCounts(problems: readonly Problem[]): { errors: number; warnings: number } {
  let errors = 0;
  for (const p of problems) if (p.severity === 'error') errors += 1;
  return { errors, warnings: problems.length - errors };
}

/**
 * The smallest single edit that turns `before` into `after` (common start and
 * end kept), so replacing a whole file (Format) leaves the cursor and the
 * undo history of the unchanged parts alone. Null when they are equal.
 */
export function minimalEdit(before: string, after: string): TextEdit | null {
  if (before === after) return null;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let end = 0;
  while (
    end < max - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end += 1;
  }
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

/**
 * A fix's edits moved by `shift` characters (the file changed before the
 * problem since it was checked), or null when the text they replace is no
 * longer there: the fix would then break the code, and the next check
 * brings a fresh one.
 */
export function rebaseEdits(
  checked: string,
  edits: readonly TextEdit[],
  shift: number,
  read: (from: number, to: number) => string,
): TextEdit[] | null {
  const moved = edits.map((e) => ({ from: e.from + shift, to: e.to + shift, insert: e.insert }));
  for (let i = 0; i < edits.length; i += 1) {
    if (moved[i].from < 0 || read(moved[i].from, moved[i].to) !== checked.slice(edits[i].from, edits[i].to)) return null;
  }
  return moved;
}
