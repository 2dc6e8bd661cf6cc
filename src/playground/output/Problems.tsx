import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing } from '../../styles/shared';
import { colors, fonts, radii, space, statusColors } from '../../tokens/tokens.stylex';
import type { CompileDiagnostic } from '../compiler/types';
import { problemCounts, problemLocation } from '../diagnostics/map';
import type { Problem, ProblemFix } from '../diagnostics/types';
import { ui } from '../ui/styles';

/** Where the type and lint checks are: not started (before the first preview), loading, or answered. */
export type ChecksState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; problems: Problem[]; failure: string | null };

type Props = {
  diagnostics: readonly CompileDiagnostic[];
  /** Fatal problem outside the code (e.g. the compiler failed to load). */
  failure: string | null;
  onGoTo: (diagnostic: { file: string; line: number; column: number }) => void;
  checks: ChecksState;
  /** The files whose code is still what was checked: their fixes can apply. */
  fixable: (problem: Problem) => boolean;
  onFix: (problem: Problem, fix: ProblemFix) => void;
};

/**
 * The status line of the checks. A file the compiler rejects has its type and
 * lint messages held back (they would repeat its syntax error): the line says
 * so, rather than that there is no problem.
 */
export function checksSummary(checks: ChecksState, diagnostics: readonly CompileDiagnostic[] = []): string {
  if (checks.kind === 'idle') return '';
  if (checks.kind === 'loading') return 'Loading the type checker and lint rules…';
  if (checks.failure) return `The checks failed: ${checks.failure}`;
  const { errors, warnings } = problemCounts(checks.problems);
  const parts = [];
  if (errors > 0) parts.push(`${errors} error${errors === 1 ? '' : 's'}`);
  if (warnings > 0) parts.push(`${warnings} warning${warnings === 1 ? '' : 's'}`);
  const held = [...new Set(diagnostics.map((d) => d.file))];
  if (held.length > 0) {
    const others = parts.length > 0 ? `; elsewhere ${parts.join(', ')}` : '';
    const count = `${diagnostics.length} compile error${diagnostics.length === 1 ? '' : 's'}`;
    return `${count}: types and lint of ${held.join(', ')} are checked once ${held.length === 1 ? 'it compiles' : 'they compile'}${others}`;
  }
  if (parts.length === 0) return 'No type or lint problems';
  return `Types and lint: ${parts.join(', ')}`;
}

/**
 * Under the editor: the compiler's errors (`file:line:column message` and
 * Babel's code frame), then the type errors and lint messages of every file,
 * each with its source (TypeScript's code, the lint rule) and, where the rule
 * has one, its quick fix. Every location is a button that moves the cursor
 * there. The preview keeps running whatever this lists.
 */
export default function PlaygroundProblems({ diagnostics, failure, onGoTo, checks, fixable, onFix }: Props): ReactNode {
  const empty = diagnostics.length === 0 && !failure;
  const problems = checks.kind === 'ready' ? checks.problems : [];
  return (
    <div {...stylex.props(styles.panel, empty && checks.kind === 'idle' && styles.hidden)}>
      <div aria-live="polite" data-testid="compile-errors" {...stylex.props(styles.compile, empty && styles.hidden)}>
        {failure && <p {...stylex.props(styles.failure)}>{failure}</p>}
        {diagnostics.map((d) => (
          <div key={`${d.file}:${d.line}:${d.column}:${d.message}`} {...stylex.props(styles.item)}>
            <button type="button" onClick={() => onGoTo(d)} {...withFocusRing(stylex.props(styles.location), 'tight')}>
              {problemLocation(d)}
            </button>
            <span {...stylex.props(styles.message)}>{d.message}</span>
            {d.frame && <pre {...stylex.props(styles.frame)}>{d.frame}</pre>}
          </div>
        ))}
      </div>
      {checks.kind !== 'idle' && (
        <section aria-label="Type and lint problems" data-testid="check-problems" {...stylex.props(styles.checks)}>
          <p role="status" data-testid="check-status" {...stylex.props(styles.summary)}>
            {checksSummary(checks, diagnostics)}
          </p>
          {problems.length > 0 && (
            <ul {...stylex.props(styles.list)}>
              {problems.map((p) => (
                <li key={`${p.file}:${p.from}:${p.to}:${p.code}:${p.message}`} {...stylex.props(styles.item)}>
                  <button
                    type="button"
                    onClick={() => onGoTo(p)}
                    aria-label={`${p.severity === 'error' ? 'Error' : 'Warning'} at ${problemLocation(p)}: go to the code`}
                    {...withFocusRing(
                      stylex.props(styles.location, p.severity === 'warning' && styles.warningText),
                      'tight',
                    )}>
                    {problemLocation(p)}
                  </button>
                  <span {...stylex.props(styles.badge, p.severity === 'warning' ? styles.warningBadge : styles.errorBadge)}>
                    {p.severity === 'error' ? 'error' : 'warning'}
                  </span>
                  <span {...stylex.props(styles.message)}>{p.message}</span>
                  <span {...stylex.props(styles.rule)}>{p.code}</span>
                  {fixable(p) &&
                    p.fixes.map((fix) => (
                      <button
                        key={fix.title}
                        type="button"
                        onClick={() => onFix(p, fix)}
                        aria-label={`${fix.title === 'Fix' ? `Fix ${p.code}` : fix.title} at ${problemLocation(p)}`}
                        {...withFocusRing(stylex.props(ui.control, ui.smallButton, styles.fix), 'tight')}>
                        {fix.title}
                      </button>
                    ))}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

const styles = stylex.create({
  panel: {
    overflow: 'auto',
    flexShrink: 0,
    maxHeight: '40%',
  },
  hidden: {
    display: 'none',
  },
  compile: {
    paddingBlock: space.sm,
    paddingInline: space.md,
    backgroundColor: statusColors.dangerSoft,
    color: colors.text,
    borderTopColor: statusColors.dangerBorder,
    borderTopStyle: 'solid',
    borderTopWidth: 1,
  },
  checks: {
    paddingBlock: space.xs,
    paddingInline: space.md,
    backgroundColor: colors.backgroundSubtle,
    color: colors.text,
    borderTopColor: colors.border,
    borderTopStyle: 'solid',
    borderTopWidth: 1,
  },
  summary: {
    margin: 0,
    paddingBlock: space.xs,
    color: colors.textMuted,
    fontSize: fonts.sizeXs,
  },
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  failure: {
    margin: 0,
    fontSize: fonts.sizeSm,
  },
  item: {
    gap: space.sm,
    paddingBlock: space.xs,
    alignItems: 'baseline',
    display: 'flex',
    flexWrap: 'wrap',
  },
  location: {
    padding: 0,
    borderRadius: radii.sm,
    borderWidth: 0,
    backgroundColor: 'transparent',
    color: statusColors.danger,
    cursor: 'pointer',
    fontFamily: fonts.mono,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightBold,
    textDecorationLine: {
      default: 'none',
      ':hover': 'underline',
    },
  },
  warningText: {
    color: statusColors.warning,
  },
  badge: {
    borderRadius: radii.sm,
    borderStyle: 'solid',
    borderWidth: 1,
    paddingInline: space.xs,
    fontSize: fonts.sizeXs,
    fontWeight: fonts.weightMedium,
  },
  errorBadge: {
    borderColor: statusColors.dangerBorder,
    backgroundColor: statusColors.dangerSoft,
    color: statusColors.danger,
  },
  warningBadge: {
    borderColor: statusColors.warningBorder,
    backgroundColor: statusColors.warningSoft,
    color: statusColors.warning,
  },
  message: {
    fontSize: fonts.sizeSm,
    whiteSpace: 'pre-wrap',
  },
  rule: {
    color: colors.textMuted,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeXs,
  },
  fix: {
    paddingInline: space.sm,
    fontWeight: fonts.weightMedium,
  },
  frame: {
    margin: 0,
    padding: 0,
    backgroundColor: 'transparent',
    color: colors.textMuted,
    flexBasis: '100%',
    fontFamily: fonts.mono,
    fontSize: fonts.sizeXs,
    lineHeight: 1.45,
    overflowX: 'auto',
  },
});
