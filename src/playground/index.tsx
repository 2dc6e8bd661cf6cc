import React, { useId, useReducer, useRef, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { ui } from './ui/styles';
import { styles } from './ui/layout';
import { MOBILE_QUERY, SHORT_QUERY, useMediaQuery, useOffsetTop } from './ui/viewport';
import { useMessage } from './ui/useMessage';
import { useColorMode } from '@docusaurus/theme-common';
import { withFocusRing } from '../styles/shared';
import PlaygroundEditor from './editor/LazyEditor';
import PlaygroundFiles from './files';
import PlaygroundOutput from './output';
import PlaygroundProblems from './output/Problems';
import PlaygroundPreview, { type PreviewStatus } from './preview';
import PlaygroundTabs, { tabId } from './ui/Tabs';
import { useCompile } from './compiler/useCompile';
import { useChecks } from './diagnostics/useChecks';
import type { Problem, ProblemFix, TextEdit } from './diagnostics/types';
import { useFormat } from './format/useFormat';
import { examples, findExample } from './examples';
import { useWorkspace } from './workspace/useWorkspace';
import SharedBar from './workspace/SharedBar';
import {
  codeViewsCanLoad,
  compileReducer,
  compileStatusText,
  initialCompileView,
  isCompileProblem,
  isPreviewProblem,
  previewStatusText,
  stalePreview,
} from './status';

type Pane = 'code' | 'preview' | 'output';

/**
 * The StyleX playground: edit files, compile them in a Web Worker with the
 * real compiler, see the CSS, the JS and a live preview. Its parts: editor/,
 * files/ (file tabs), compiler/ (the worker), diagnostics/ (types and lint
 * rules), output/ (CSS & JS, problems), preview/ (the sandboxed iframe),
 * workspace/ (the files, shared links and storage), format/ (Prettier) and
 * status.ts (compile state). Loaded lazily by src/pages/playground.tsx, so
 * none of this reaches other pages.
 */
export default function Playground(): ReactNode {
  const { colorMode } = useColorMode();
  const ids = useId().replace(/:/g, '');
  const [pane, setPane] = useState<Pane>('code');
  const [goTo, setGoTo] = useState<{ file: string; line: number; column: number; seq: number } | null>(null);
  const [edit, setEdit] = useState<{ file: string; edits: TextEdit[]; expect: string; seq: number } | null>(null);
  const { message, isError: messageIsError, say } = useMessage();
  // Below the breakpoint the panes are tabs (CSS does the layout; this only
  // sets the matching ARIA roles).
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isShort = useMediaQuery(SHORT_QUERY);
  const paneRole = isMobile ? 'tabpanel' : undefined;
  const rootRef = useRef<HTMLDivElement>(null);
  const offsetTop = useOffsetTop(rootRef);

  /** After the shared-code bar goes, the focus goes to the code. */
  const focusCode = (file: string) => {
    setPane('code');
    setGoTo({ file, line: 1, column: 1, seq: Date.now() });
  };
  // The compile state lives here: replacing the files resets it in the same event.
  const [compiled, dispatchCompile] = useReducer(compileReducer, initialCompileView);
  const { state: compileState, diagnostics, output, build } = compiled;
  const work = useWorkspace({ say, onReplace: () => dispatchCompile({ type: 'reset' }), onFocusCode: focusCode });
  const { workspace, revision, mode } = work;
  useCompile(workspace.files, dispatchCompile);

  const [previewStatus, setPreviewStatus] = useState<PreviewStatus>({ kind: 'loading' });
  const loadCodeViews = codeViewsCanLoad(compileState, previewStatus);
  const { checks, checkedCode, fixable } = useChecks({
    files: workspace.files,
    compileState,
    diagnostics,
    previewShown: previewStatus.kind !== 'loading',
  });

  const { formatting, format } = useFormat({
    file: workspace.files.find((f) => f.name === workspace.active),
    say,
    onEdit: (file, edits, expect) => setEdit({ file, edits, expect, seq: Date.now() }),
  });

  const applyFix = (problem: Problem, fix: ProblemFix) => {
    const expect = checkedCode.get(problem.file);
    if (expect === undefined) return;
    setPane('code');
    work.selectFile(problem.file);
    setEdit({ file: problem.file, edits: fix.edits, expect, seq: Date.now() });
  };

  const showProblem = (d: { file: string; line: number; column: number }) => {
    setPane('code');
    work.selectFile(d.file);
    setGoTo({ file: d.file, line: d.line, column: d.column, seq: Date.now() });
  };

  const activeJs = output?.files.find((file) => file.name === workspace.active);
  // Every status line says the same when the newest code does not compile.
  const stale = stalePreview(compileState, diagnostics);
  const codePanel = `${ids}-pane-code`;
  const previewPanel = `${ids}-pane-preview`;
  const outputPanel = `${ids}-pane-output`;
  const editorId = `${ids}-editor`;

  return (
    <div
      ref={rootRef}
      data-testid="playground"
      data-compile-state={compileState.kind}
      {...stylex.props(styles.root, styles.fill(isShort ? 'auto' : `calc(100dvh - ${offsetTop}px)`))}>
      <div {...stylex.props(styles.toolbar)}>
        <label {...stylex.props(styles.field)}>
          <span {...stylex.props(styles.fieldLabel)}>Example</span>
          <select
            value={findExample(workspace.example).id}
            onChange={(event) => work.loadExample(event.target.value)}
            {...withFocusRing(stylex.props(ui.control, styles.select))}>
            {examples.map((example) => (
              <option key={example.id} value={example.id}>
                {example.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={work.share} {...withFocusRing(stylex.props(ui.control, ui.button, ui.primary))}>
          Share
        </button>
        <button type="button" onClick={work.reset} {...withFocusRing(stylex.props(ui.control, ui.button))}>
          Reset
        </button>
        <button
          type="button"
          onClick={format}
          aria-disabled={formatting}
          aria-label={`Format ${workspace.active} with Prettier`}
          {...withFocusRing(stylex.props(ui.control, ui.button))}>
          Format
        </button>
        <p
          data-testid="compile-status"
          {...stylex.props(styles.status, isCompileProblem(compileState) && styles.statusError)}>
          {compileStatusText(compileState)}
        </p>
        <p role="status" data-testid="playground-message" {...stylex.props(styles.message, messageIsError && styles.messageError)}>
          {message}
        </p>
      </div>

      {mode === 'shared' && <SharedBar hasOwnWork={work.hasOwnWork} onBack={work.backToMyWork} onKeep={work.keepShared} />}

      <PlaygroundTabs
        label="Playground panes"
        idPrefix={`${ids}-panes`}
        selected={pane}
        onSelect={setPane}
        barStyle={styles.paneTabs}
        tabs={[
          {
            id: 'code',
            label: 'Code',
            controls: codePanel,
            badge: diagnostics.length > 0 ? <span {...stylex.props(styles.dot)} aria-label="has errors" /> : undefined,
          },
          { id: 'preview', label: 'Preview', controls: previewPanel },
          { id: 'output', label: 'CSS & JS', controls: outputPanel },
        ]}
      />

      <div {...stylex.props(styles.panes, isShort && styles.windowTall)}>
        <section
          id={codePanel}
          role={paneRole}
          aria-label={isMobile ? undefined : 'Code'}
          aria-labelledby={isMobile ? tabId(`${ids}-panes`, 'code') : undefined}
          {...stylex.props(styles.pane, styles.codePane, pane !== 'code' && styles.hiddenOnMobile)}>
          <PlaygroundFiles
            files={workspace.files}
            active={workspace.active}
            diagnostics={diagnostics}
            onSelect={work.selectFile}
            onCreate={work.createFile}
            onRename={work.renameFile}
            onDelete={work.deleteFile}
            idPrefix={`${ids}-file`}
            editorId={editorId}
          />
          <PlaygroundEditor
            id={editorId}
            labelledBy={tabId(`${ids}-file`, workspace.active)}
            files={workspace.files}
            active={workspace.active}
            revision={revision}
            diagnostics={diagnostics}
            problems={checks.kind === 'ready' ? checks.problems : undefined}
            checkedCode={checkedCode}
            colorMode={colorMode}
            load={loadCodeViews}
            onChange={work.onChange}
            goTo={goTo}
            edit={edit}
          />
          <PlaygroundProblems
            diagnostics={diagnostics}
            failure={compileState.kind === 'failed' ? compileState.message : null}
            onGoTo={showProblem}
            checks={checks}
            fixable={fixable}
            onFix={applyFix}
          />
        </section>

        <div {...stylex.props(styles.side, pane === 'code' && styles.hiddenOnMobile)}>
          <section
            id={previewPanel}
            role={paneRole}
            aria-labelledby={`${ids}-preview-heading`}
            {...stylex.props(styles.pane, styles.previewPane, pane !== 'preview' && styles.hiddenOnMobile)}>
            <div {...stylex.props(styles.paneHeader)}>
              <h2 id={`${ids}-preview-heading`} {...stylex.props(styles.paneTitle)}>
                Preview
              </h2>
              <span
                data-testid="preview-status"
                {...stylex.props(styles.previewStatus, (stale || isPreviewProblem(previewStatus)) && styles.statusError)}>
                {stale?.header ?? previewStatusText(previewStatus)}
              </span>
            </div>
            <PlaygroundPreview build={build} colorScheme={colorMode} onStatus={setPreviewStatus} stale={stale?.detail} />
          </section>
          <section
            id={outputPanel}
            role={paneRole}
            aria-label="Compiler output"
            {...stylex.props(styles.pane, styles.outputPane, pane !== 'output' && styles.hiddenOnMobile)}>
            <PlaygroundOutput
              idPrefix={`${ids}-output`}
              css={output?.css ?? ''}
              js={activeJs ? { name: activeJs.name, code: activeJs.js } : null}
              colorMode={colorMode}
              stale={diagnostics.length > 0}
              loadCode={loadCodeViews}
            />
          </section>
        </div>
      </div>
    </div>
  );
}
