import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { colors, fonts, space, statusColors } from '../../tokens/tokens.stylex';

type Props = {
  code: string;
  /** Accessible name of the scrollable code region. */
  label: string;
  /** A line under the code: why it cannot be edited yet. */
  status?: ReactNode;
  /** The status is an error (an alert, not a polite status). */
  alert?: boolean;
};

/**
 * Code as plain text, laid out like the CodeMirror views (gutter, monospace,
 * line height), shown while CodeMirror's chunk loads: the code and its
 * preview need no editor. Long lines wrap. Its styles reuse declarations the
 * site's stylesheet already has, so it costs every page's CSS nothing.
 */
export default function PlainCode({ code, label, status, alert = false }: Props): ReactNode {
  return (
    <div {...stylex.props(styles.root)}>
      {/* Keyboard users can focus it to scroll, as they can the editors. */}
      <div role="region" aria-label={label} tabIndex={0} {...stylex.props(styles.scroller)}>
        <div {...stylex.props(styles.lines)}>
          {/* One row per line, so a number stays beside its line when the line wraps. */}
          {code.split('\n').map((line, i) => (
            <div key={i} {...stylex.props(styles.row)}>
              <span aria-hidden="true" {...stylex.props(styles.number)}>
                {i + 1}
              </span>
              <span {...stylex.props(styles.line)}>{line}</span>
            </div>
          ))}
        </div>
      </div>
      {status && (
        <p role={alert ? 'alert' : 'status'} {...stylex.props(styles.status, alert && styles.alert)}>
          {status}
        </p>
      )}
    </div>
  );
}

const styles = stylex.create({
  root: {
    backgroundColor: colors.backgroundRaised,
    color: colors.text,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    fontSize: fonts.sizeSm,
    minHeight: 0,
  },
  scroller: {
    overflow: 'auto',
    flexGrow: 1,
    fontFamily: fonts.mono,
    lineHeight: 1.6,
    outlineColor: colors.focusRing,
    outlineOffset: -2,
    outlineStyle: { default: 'none', ':focus-visible': 'solid' },
    outlineWidth: 2,
    minHeight: 0,
  },
  lines: {
    paddingBlock: space.xs,
  },
  row: {
    display: 'flex',
  },
  number: {
    backgroundColor: colors.backgroundSubtle,
    borderInlineEndColor: colors.border,
    borderInlineEndStyle: 'solid',
    borderInlineEndWidth: 1,
    color: colors.textMuted,
    flexShrink: 0,
    textAlign: 'center',
    userSelect: 'none',
    width: '3rem',
  },
  line: {
    paddingInline: space.sm,
    flexGrow: 1,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
    minWidth: 0,
  },
  status: {
    margin: 0,
    gap: space.sm,
    paddingBlock: space.xs,
    paddingInline: space.sm,
    alignItems: 'center',
    color: colors.textMuted,
    display: 'flex',
    flexWrap: 'wrap',
    fontSize: fonts.sizeXs,
    borderTopColor: colors.border,
    borderTopStyle: 'solid',
    borderTopWidth: 1,
  },
  alert: {
    backgroundColor: statusColors.dangerSoft,
    color: statusColors.danger,
  },
});
