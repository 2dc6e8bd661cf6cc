import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing } from '../../styles/shared';
import { colors, fonts, space } from '../../tokens/tokens.stylex';
import { ui } from '../ui/styles';

type Props = {
  /** Whether this browser keeps work of the reader's own (that the shared code is shown beside). */
  hasOwnWork: boolean;
  onBack: () => void;
  onKeep: () => void;
};

/**
 * Above the panes while the playground shows shared code (a link, a docs
 * sample): it is not saved, the reader's own work is kept, and both ways out
 * are one click away.
 */
export default function SharedBar({ hasOwnWork, onBack, onKeep }: Props): ReactNode {
  return (
    <section aria-label="Shared code" data-testid="shared-bar" {...stylex.props(styles.bar)}>
      <p {...stylex.props(styles.text)}>
        <strong>You’re viewing shared code.</strong>{' '}
        {hasOwnWork
          ? 'Your own work is kept: these files replace it only if you keep them instead.'
          : 'It is not saved in this browser until you keep it.'}
      </p>
      {hasOwnWork && (
        <button type="button" onClick={onBack} {...withFocusRing(stylex.props(ui.control, ui.button))}>
          Back to my work
        </button>
      )}
      <button type="button" onClick={onKeep} {...withFocusRing(stylex.props(ui.control, ui.button, ui.primary))}>
        {hasOwnWork ? 'Keep this instead' : 'Keep it'}
      </button>
    </section>
  );
}

// The declarations of the toolbar's (../index.tsx): the same classes.
const styles = stylex.create({
  bar: {
    gap: space.sm,
    paddingBlock: space.sm,
    paddingInline: space.md,
    alignItems: 'center',
    backgroundColor: colors.accentSoft,
    display: 'flex',
    flexShrink: 0,
    flexWrap: 'wrap',
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
  },
  text: {
    margin: 0,
    color: colors.text,
    flexGrow: 1,
    fontSize: fonts.sizeSm,
  },
});
