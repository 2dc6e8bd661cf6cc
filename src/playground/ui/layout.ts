import * as stylex from '@stylexjs/stylex';
import { colors, fonts, layout, radii, space, statusColors } from '../../tokens/tokens.stylex';

/** The playground's own layout: its bars, panes and their stretching. */
export const styles = stylex.create({
  root: {
    backgroundColor: colors.background,
    color: colors.text,
    display: 'flex',
    flexDirection: 'column',
    minHeight: 480,
  },
  fill: (height: string) => ({
    height,
  }),
  toolbar: {
    gap: space.sm,
    paddingBlock: space.sm,
    paddingInline: space.md,
    alignItems: 'center',
    display: 'flex',
    flexShrink: 0,
    flexWrap: 'wrap',
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
  },
  field: {
    gap: space.sm,
    alignItems: 'center',
    display: 'flex',
  },
  fieldLabel: {
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
  },
  select: {
    paddingInline: space.sm,
    backgroundColor: colors.backgroundRaised,
    color: colors.text,
    fontFamily: fonts.body,
    fontSize: fonts.sizeSm,
    minHeight: 34,
  },
  status: {
    margin: 0,
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
    marginInlineStart: 'auto',
  },
  statusError: {
    color: statusColors.danger,
  },
  message: {
    margin: 0,
    color: colors.success,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
    minWidth: 0,
  },
  messageError: {
    color: statusColors.danger,
  },
  paneTabs: {
    display: {
      default: 'none',
      [layout.mobile]: 'flex',
    },
  },
  dot: {
    borderRadius: radii.pill,
    backgroundColor: statusColors.dangerStrong,
    height: 8,
    width: 8,
  },
  panes: {
    display: 'flex',
    flexDirection: {
      default: 'row',
      [layout.mobile]: 'column',
    },
    flexGrow: 1,
    minHeight: 0,
  },
  windowTall: {
    height: '100dvh',
  },
  side: {
    display: 'flex',
    flexBasis: {
      default: '45%',
      [layout.mobile]: 'auto',
    },
    flexDirection: 'column',
    flexGrow: {
      default: 0,
      [layout.mobile]: 1,
    },
    flexShrink: 0,
    minHeight: 0,
    minWidth: 0,
  },
  pane: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    minWidth: 0,
  },
  codePane: {
    borderInlineEndColor: colors.border,
    borderInlineEndStyle: 'solid',
    borderInlineEndWidth: {
      default: 1,
      [layout.mobile]: 0,
    },
    flexBasis: '55%',
    flexGrow: 1,
  },
  previewPane: {
    flexBasis: '55%',
    flexGrow: 1,
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: {
      default: 1,
      [layout.mobile]: 0,
    },
  },
  outputPane: {
    flexBasis: '45%',
    flexGrow: 1,
  },
  hiddenOnMobile: {
    display: {
      default: 'flex',
      [layout.mobile]: 'none',
    },
  },
  paneHeader: {
    gap: space.sm,
    paddingInline: space.md,
    alignItems: 'center',
    backgroundColor: colors.backgroundSubtle,
    display: 'flex',
    flexShrink: 0,
    justifyContent: 'space-between',
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
    minHeight: 40,
  },
  paneTitle: {
    margin: 0,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightBold,
  },
  previewStatus: {
    overflow: 'hidden',
    color: colors.textMuted,
    fontSize: fonts.sizeXs,
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});
