import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing } from '../../styles/shared';
import { colors, fonts, radii, space, statusColors } from '../../tokens/tokens.stylex';
import type { CompileDiagnostic } from '../compiler/types';

type Props = {
  diagnostics: readonly CompileDiagnostic[];
  /** Fatal problem outside the code (e.g. the compiler failed to load). */
  failure: string | null;
  onGoTo: (diagnostic: CompileDiagnostic) => void;
};

/**
 * The compiler's errors under the editor, as `file:line:column message`,
 * each a button that jumps to the place. Announced politely to screen
 * readers; the preview keeps showing the last version that compiled.
 */
export default function PlaygroundProblems({ diagnostics, failure, onGoTo }: Props): ReactNode {
  const empty = diagnostics.length === 0 && !failure;
  return (
    <div aria-live="polite" data-testid="compile-errors" {...stylex.props(styles.root, empty && styles.empty)}>
      {failure && <p {...stylex.props(styles.failure)}>{failure}</p>}
      {diagnostics.map((d) => (
        <div key={`${d.file}:${d.line}:${d.column}:${d.message}`} {...stylex.props(styles.item)}>
          <button type="button" onClick={() => onGoTo(d)} {...withFocusRing(stylex.props(styles.location), 'tight')}>
            {`${d.file}:${d.line}:${d.column}`}
          </button>
          <span {...stylex.props(styles.message)}>{d.message}</span>
          {d.frame && <pre {...stylex.props(styles.frame)}>{d.frame}</pre>}
        </div>
      ))}
    </div>
  );
}

const styles = stylex.create({
  root: {
    overflow: 'auto',
    paddingBlock: space.sm,
    paddingInline: space.md,
    backgroundColor: statusColors.dangerSoft,
    color: colors.text,
    flexShrink: 0,
    borderTopColor: statusColors.dangerBorder,
    borderTopStyle: 'solid',
    borderTopWidth: 1,
    maxHeight: '35%',
  },
  empty: {
    display: 'none',
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
  message: {
    fontSize: fonts.sizeSm,
    whiteSpace: 'pre-wrap',
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
