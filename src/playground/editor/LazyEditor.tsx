import React from 'react';
import * as stylex from '@stylexjs/stylex';
import { lazyContent, type PlaceholderState } from '../../components/LazyContent';
import { withFocusRing } from '../../styles/shared';
import { space } from '../../tokens/tokens.stylex';
import PlainCode from '../ui/PlainCode';
import { ui } from '../ui/styles';
import type { EditorProps } from '.';

/** Why the code cannot be edited yet, once the wait is long enough to notice. */
function status({ pastDelay, timedOut, error, retry }: PlaceholderState) {
  if (error) {
    return (
      <>
        The editor could not be loaded.
        <button type="button" onClick={retry} {...withFocusRing(stylex.props(ui.control, ui.smallButton, styles.retry))}>
          Retry
        </button>
      </>
    );
  }
  if (timedOut) return 'The editor is taking longer than usual to load. The code can be read meanwhile.';
  return pastDelay ? 'Loading the editor…' : undefined;
}

type Props = EditorProps & {
  /** False until the first preview is on screen (see `codeViewsCanLoad`). */
  load: boolean;
};

/**
 * The editor in a chunk of its own: CodeMirror is most of the playground's
 * JavaScript, and setting it up holds the main thread (which the preview
 * frame shares) for most of a second on a slow machine. So it loads once the
 * first preview is shown; until then the code shows as plain text in the same
 * tab panel.
 */
const LazyEditor = lazyContent<Props>(() => import(/* webpackChunkName: "playground-editor" */ '.'), {
  loadWhen: ({ load }) => load,
  placeholder: ({ files, active, id, labelledBy }, state) => (
    <div
      id={id}
      role={labelledBy ? 'tabpanel' : undefined}
      aria-labelledby={labelledBy}
      aria-busy={state.error ? undefined : 'true'}
      data-testid="playground-editor-placeholder"
      {...stylex.props(ui.fill)}>
      <PlainCode
        code={files.find((file) => file.name === active)?.code ?? ''}
        label={`Code of ${active}`}
        status={status(state)}
        alert={Boolean(state.error)}
      />
    </div>
  ),
});

export default LazyEditor;

const styles = stylex.create({
  retry: {
    paddingBlock: space.xxs,
    paddingInline: space.md,
  },
});
