import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { ui } from '../ui/styles';
import { colors, fonts, radii, space, statusColors } from '../../tokens/tokens.stylex';
import type { PreviewBuild, PreviewStatus } from './protocol';
import { usePreviewFrames, type PreviewFramesOptions } from './usePreviewFrames';

export type { PreviewBuild, PreviewStatus };

type Props = PreviewFramesOptions & {
  /** The frame's accessible name. */
  title?: string;
  /**
   * Why what the preview shows is not the newest code (a compile error and
   * its place: see `stalePreview` in ../status.ts), shown over the preview.
   */
  stale?: string | null;
};

/**
 * The live preview: sandboxed iframes (`allow-scripts` only, so an opaque
 * origin) that render the compiled modules with React.
 *
 * Each build renders in a frame of its own, a new window: nothing the code of
 * an earlier build left behind (a listener, a timer) runs beside a later one,
 * and a frame's policy forbids compiling code once its build has started.
 * The shown frame stays until the next one has rendered, then goes; once the
 * reader edits, a spare frame boots ahead of the next build.
 *
 * The parent trusts only what comes through each frame's private port, and
 * counts the rest: a frame that sends too many messages (MAX_FRAME_MESSAGES)
 * is stopped, and only an answer to the parent's own ping shows it is alive.
 * A heartbeat restarts the frames if user code stops them from answering
 * (most browsers run such an iframe out of process, but not all); the new
 * frame waits for new code instead of running the stuck code again.
 */
export default function PlaygroundPreview({ build, colorScheme, onStatus, frameSrc, title = 'Live preview', stale }: Props): ReactNode {
  const { frames, status, source, onFrameLoad, setFrameElement } = usePreviewFrames({ build, colorScheme, onStatus, frameSrc });

  // The frame on screen: the newest that has answered, else the first.
  const shown = frames.shown ?? frames.keys[0];
  return (
    <div {...stylex.props(ui.fill, styles.root)} data-preview-status={status.kind}>
      {frames.keys.map((key) => (
        <iframe
          key={key}
          ref={(element) => setFrameElement(key, element)}
          title={key === shown ? title : `${title}: the next version`}
          sandbox="allow-scripts"
          {...source}
          onLoad={() => onFrameLoad(key)}
          referrerPolicy="no-referrer"
          // A frame not shown yet is out of the layout: its component renders
          // in a frame without a size, and gets one when shown.
          {...stylex.props(styles.frame, key !== shown && styles.waiting)}
        />
      ))}
      {frames.keys.length === 0 && <div {...stylex.props(styles.frame)} />}
      {(status.kind === 'hung' || status.kind === 'flooded') && (
        <p role="alert" {...stylex.props(styles.message, styles.warning)}>
          {status.kind === 'hung'
            ? 'The preview stopped responding (an endless loop?) and was restarted.'
            : 'The preview sent this page too many messages and was stopped.'}{' '}
          It shows your component again as soon as you change the code.
        </p>
      )}
      {status.kind === 'error' && status.phase === 'runtime' && (
        <p role="alert" {...stylex.props(styles.message, styles.error)}>
          {status.message}
        </p>
      )}
      {/* Not a live region: the problems list beside the editor announces the error. */}
      {stale && status.kind !== 'hung' && status.kind !== 'flooded' && !(status.kind === 'error' && status.phase === 'runtime') && (
        <p data-testid="preview-stale" {...stylex.props(styles.message, styles.error)}>
          {stale}
        </p>
      )}
    </div>
  );
}

const styles = stylex.create({
  root: {
    position: 'relative',
  },
  waiting: {
    display: 'none',
  },
  frame: {
    borderWidth: 0,
    backgroundColor: colors.background,
    display: 'block',
    flexGrow: 1,
    height: '100%',
    minHeight: 160,
    width: '100%',
  },
  message: {
    margin: 0,
    borderRadius: radii.sm,
    borderStyle: 'solid',
    borderWidth: 1,
    insetInline: space.sm,
    overflow: 'auto',
    paddingBlock: space.sm,
    paddingInline: space.md,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeXs,
    lineHeight: 1.5,
    position: 'absolute',
    whiteSpace: 'pre-wrap',
    bottom: space.sm,
    maxHeight: '40%',
  },
  error: {
    borderColor: statusColors.dangerBorder,
    backgroundColor: statusColors.dangerSoft,
    color: statusColors.danger,
  },
  warning: {
    borderColor: statusColors.warningBorder,
    backgroundColor: statusColors.warningSoft,
    color: statusColors.warning,
  },
});
