import type { PlaygroundFile } from '../compiler/types';

/** One text replacement in a file, as offsets into the code it was computed for. */
export type TextEdit = { from: number; to: number; insert: string };

/** A quick fix: what the button says, and the edits it makes. */
export type ProblemFix = { title: string; edits: TextEdit[] };

/**
 * A type error or a lint message about one file. Offsets (`from`, `to`) and
 * fixes apply to `code`, the text that was checked; `line` and `column` are
 * 1-based, for the problems panel.
 */
export type Problem = {
  file: string;
  from: number;
  to: number;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  source: 'TypeScript' | 'ESLint';
  /** `TS2322`, or the lint rule (`@stylexjs/valid-styles`). */
  code: string;
  message: string;
  fixes: ProblemFix[];
};

export type CheckRequest = {
  id: number;
  files: PlaygroundFile[];
};

export type CheckResponse = {
  id: number;
  /** Problems of every file, by file then position. */
  problems: Problem[];
  /** Set when the checker itself failed (a file it could not lint, a bug): shown as one line. */
  failure: string | null;
  /** Time spent checking inside the worker, in milliseconds. */
  durationMs: number;
};
