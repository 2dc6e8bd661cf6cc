import React, {
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as stylex from '@stylexjs/stylex';
import { ui } from './ui/styles';
import { styles } from './ui/layout';
import { MOBILE_QUERY, SHORT_QUERY, useMediaQuery, useOffsetTop } from './ui/viewport';
import { useColorMode } from '@docusaurus/theme-common';
import { withFocusRing } from '../styles/shared';
import PlaygroundEditor from './editor/LazyEditor';
import PlaygroundFiles from './files';
import PlaygroundOutput from './output';
import PlaygroundProblems, { type ChecksState } from './output/Problems';
import PlaygroundPreview, { type PreviewStatus } from './preview';
import PlaygroundTabs, { tabId } from './ui/Tabs';
import { acquireCompiler, type CompilerClient } from './compiler/client';
import { prebuiltCompile } from './compiler/prebuilt';
import { CheckerClient } from './diagnostics/client';
import { minimalEdit } from './diagnostics/map';
import type { CheckResponse, Problem, ProblemFix, TextEdit } from './diagnostics/types';
import { examples, findExample } from './examples';
import {
  decodeWorkspace,
  encodeWorkspace,
  loadStoredWorkspace,
  storeWorkspace,
  type Workspace,
} from './workspace/storage';
import { fromExample, initialWorkspace, isModified, sameFiles, workspaceReducer } from './workspace/reducer';
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

/** Pause in typing before the code is compiled again. */
const COMPILE_DELAY_MS = 300;


type Pane = 'code' | 'preview' | 'output';

function clearHash() {
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

/**
 * The StyleX playground: edit files, compile them in a Web Worker with the
 * real compiler, see the CSS, the JS and a live preview. Its parts: editor/,
 * files/ (file tabs), compiler/ (the worker), output/ (CSS & JS, problems),
 * preview/ (the sandboxed iframe), workspace/ (the files, shared links and
 * storage) and status.ts (compile state). Loaded lazily by
 * src/pages/playground.tsx, so none of this reaches other pages.
 */
export default function Playground(): ReactNode {
  const { colorMode } = useColorMode();
  const ids = useId().replace(/:/g, '');
  const [initial] = useState(() => {
    const stored = loadStoredWorkspace();
    return { ...initialWorkspace(decodeWorkspace(window.location.hash), stored), hasOwnWork: stored !== null };
  });
  const [{ workspace, revision }, dispatch] = useReducer(workspaceReducer, { workspace: initial.workspace, revision: 0 });
  // Shared code (a link) is shown, not saved: see workspace/SharedBar.tsx.
  const [mode, setMode] = useState(initial.mode);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  /** The shared files as they came (what Reset restores while they are shown). */
  const sharedStart = useRef(initial.workspace);
  const [compiled, dispatchCompile] = useReducer(compileReducer, initialCompileView);
  const { state: compileState, diagnostics, output, build } = compiled;
  const [previewStatus, setPreviewStatus] = useState<PreviewStatus>({ kind: 'loading' });
  const [pane, setPane] = useState<Pane>('code');
  const [goTo, setGoTo] = useState<{ file: string; line: number; column: number; seq: number } | null>(null);
  const [edit, setEdit] = useState<{ file: string; edits: TextEdit[]; expect: string; seq: number } | null>(null);
  const [message, setMessage] = useState('');
  // A failed Format stays until the next message: it says what to fix.
  const [messageIsError, setMessageIsError] = useState(false);
  const [formatting, setFormatting] = useState(false);
  const [checks, setChecks] = useState<ChecksState>({ kind: 'idle' });
  const [checkedCode, setCheckedCode] = useState<ReadonlyMap<string, string>>(() => new Map());
  // Below the breakpoint the panes are tabs (CSS does the layout; this only
  // sets the matching ARIA roles).
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isShort = useMediaQuery(SHORT_QUERY);
  const paneRole = isMobile ? 'tabpanel' : undefined;
  const rootRef = useRef<HTMLDivElement>(null);
  const offsetTop = useOffsetTop(rootRef);

  const compiler = useRef<CompilerClient | null>(null);
  const latestRequest = useRef(0);
  // The files on screen are those of the shared link in the URL.
  const hashPending = useRef(initial.fromHash);

  useEffect(() => {
    const { client, release } = acquireCompiler();
    compiler.current = client;
    return () => {
      release();
      compiler.current = null;
    };
  }, []);

  // Types and lint rules, in a second worker that starts once the first
  // preview is on screen: TypeScript and ESLint never delay it.
  const previewShown = previewStatus.kind !== 'loading';
  const loadCodeViews = codeViewsCanLoad(compileState, previewStatus);
  const checker = useRef<CheckerClient | null>(null);
  const checkRequests = useRef(new Map<number, ReadonlyMap<string, string>>());
  const latestCheck = useRef(0);
  useEffect(() => {
    if (!previewShown) return undefined;
    const onResult = (response: CheckResponse) => {
      const sent = checkRequests.current.get(response.id);
      for (const id of checkRequests.current.keys()) if (id <= response.id) checkRequests.current.delete(id);
      if (response.id !== latestCheck.current || !sent) return;
      if (performance.getEntriesByName('stylex-playground:first-diagnostics').length === 0) {
        performance.mark('stylex-playground:first-diagnostics');
      }
      performance.mark('stylex-playground:diagnostics', { detail: response.id });
      setCheckedCode(sent);
      setChecks({ kind: 'ready', problems: response.problems, failure: response.failure });
    };
    const onFailure = (failure: string) => setChecks({ kind: 'ready', problems: [], failure });
    const client = new CheckerClient(onResult, onFailure);
    checker.current = client;
    return () => {
      client.dispose();
      checker.current = null;
    };
  }, [previewShown]);

  // Check once each compile has answered (the compiler already waits for a
  // pause in typing): the two workers then never compete for the CPU, and
  // the preview is not slowed down by the checks.
  const filesRef = useRef(workspace.files);
  filesRef.current = workspace.files;
  useEffect(() => {
    const client = checker.current;
    if (!previewShown || !client || compileState.kind === 'loading' || compileState.kind === 'compiling') return;
    const files = filesRef.current;
    const id = client.check(files);
    latestCheck.current = id;
    checkRequests.current.set(id, new Map(files.map((file) => [file.name, file.code])));
    setChecks((current) => (current.kind === 'idle' ? { kind: 'loading' } : current));
  }, [compileState, previewShown]);

  // Compile on every change, after a short pause in typing. A starting
  // example, as shipped, has its output from the build: shown at once.
  const firstCompile = useRef(true);
  const prebuiltRequest = useRef(0);
  useEffect(() => {
    const files = workspace.files;
    const markFirstCompile = () => {
      if (performance.getEntriesByName('stylex-playground:first-compile').length === 0) {
        performance.mark('stylex-playground:first-compile');
      }
    };
    const prebuilt = prebuiltCompile(files);
    const run = () => {
      if (prebuilt) {
        // Negative ids never match the worker's, whose answers to older files are then ignored.
        prebuiltRequest.current -= 1;
        latestRequest.current = prebuiltRequest.current;
        markFirstCompile();
        dispatchCompile({ type: 'prebuilt', response: { ...prebuilt, id: prebuiltRequest.current } });
        return;
      }
      const client = compiler.current;
      if (!client) return;
      const { id, result } = client.compile(files);
      latestRequest.current = id;
      dispatchCompile({ type: 'started' });
      result.then(
        (response) => {
          if (response.id !== latestRequest.current) return;
          markFirstCompile();
          dispatchCompile({ type: 'compiled', response });
        },
        (error: Error) => {
          if (id !== latestRequest.current) return;
          dispatchCompile({ type: 'failed', error });
        },
      );
    };
    if (firstCompile.current || prebuilt) {
      firstCompile.current = false;
      run();
      return undefined;
    }
    const timer = window.setTimeout(run, COMPILE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [workspace.files]);

  // Keep the reader's own work in this browser. Shared code is kept in the
  // URL instead (a reload shows it, edits included), never over their work.
  useEffect(() => {
    if (mode === 'own') {
      storeWorkspace(workspace);
      return undefined;
    }
    const timer = window.setTimeout(() => {
      const hash = `#${encodeWorkspace(workspace)}`;
      if (hash !== window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + hash);
    }, COMPILE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mode, workspace]);

  useEffect(() => {
    if (!message || messageIsError) return undefined;
    const timer = window.setTimeout(() => setMessage(''), 4000);
    return () => window.clearTimeout(timer);
  }, [message, messageIsError]);

  const say = (text: string, isError = false) => {
    setMessage(text);
    setMessageIsError(isError);
  };

  const onChange = useCallback((name: string, code: string) => {
    // The URL no longer matches what is on screen: a reload must not bring
    // the shared version back over this work.
    if (hashPending.current && modeRef.current === 'own') {
      hashPending.current = false;
      clearHash();
    }
    dispatch({ type: 'edit', name, code });
  }, []);

  /** The reader's own files take the place of what is shown (shared code leaves the screen). */
  const showOwn = (next: Workspace) => {
    hashPending.current = false;
    clearHash();
    setMode('own');
    dispatch({ type: 'replace', workspace: next });
    dispatchCompile({ type: 'reset' });
  };

  const savedWorkModified = () => {
    const stored = loadStoredWorkspace();
    return stored !== null && isModified(stored);
  };
  const sharedEdited = () => !sameFiles(workspace.files, sharedStart.current.files);

  const loadExample = (id: string) => {
    // In shared code, an example replaces the reader's own work: it asks when that work or the shared code has changes.
    const question =
      mode === 'own'
        ? isModified(workspace) && 'Replace your files with this example? Your changes will be lost.'
        : savedWorkModified()
          ? 'Replace your saved work with this example? Your changes will be lost.'
          : sharedEdited() && 'Leave the shared code for this example? Your changes to it will be lost.';
    if (question && !window.confirm(question)) return;
    showOwn(fromExample(id));
  };

  const reset = () => {
    if (mode === 'shared') {
      if (!window.confirm('Reset to the shared code as it came? Your changes will be lost.')) return;
      dispatch({ type: 'replace', workspace: sharedStart.current });
      dispatchCompile({ type: 'reset' });
      say('Reset to the shared code.');
      return;
    }
    if (!window.confirm('Reset to the starting example? Your changes will be lost.')) return;
    showOwn(fromExample(workspace.example));
    say('Reset to the starting example.');
  };

  /** After the shared-code bar goes, the focus goes to the code. */
  const focusCode = (file: string) => {
    setPane('code');
    setGoTo({ file, line: 1, column: 1, seq: Date.now() });
  };

  const backToMyWork = () => {
    if (sharedEdited() && !window.confirm('Leave the shared code? Your changes to it will be lost.')) return;
    const own = loadStoredWorkspace() ?? fromExample();
    showOwn(own);
    say('Back to your work.');
    focusCode(own.active);
  };

  const keepShared = () => {
    const stored = loadStoredWorkspace();
    if (
      stored &&
      isModified(stored) &&
      !window.confirm('Replace your saved work with the shared code? Your saved work will be lost.')
    ) {
      return;
    }
    hashPending.current = false;
    clearHash();
    // Saved from here on, as every change of the reader's own work.
    setMode('own');
    say('Kept: these files are now your work in this browser.');
    focusCode(workspace.active);
  };

  const share = async () => {
    const hash = encodeWorkspace(workspace);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}#${hash}`);
    hashPending.current = true;
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      say('Link copied: it opens these files.');
    } catch {
      say('The link is in the address bar: copy it from there.');
    }
  };

  const deleteFile = (name: string) => {
    if (workspace.files.length <= 1) return;
    if (!window.confirm(`Delete ${name}?`)) return;
    dispatch({ type: 'delete', name });
  };

  const selectFile = (name: string) => dispatch({ type: 'select', name });

  /** Prettier loads on the first click; the result is one undoable edit of the file. */
  const formatFile = async () => {
    const file = workspace.files.find((f) => f.name === workspace.active);
    if (!file || formatting) return;
    setFormatting(true);
    try {
      const { formatCode, formatErrorMessage } = await import(/* webpackChunkName: "playground-format" */ './format/format');
      try {
        const formatted = await formatCode(file.name, file.code);
        const change = minimalEdit(file.code, formatted);
        if (change) setEdit({ file: file.name, edits: [change], expect: file.code, seq: Date.now() });
        say(change ? `Formatted ${file.name}.` : `${file.name} is already formatted.`);
      } catch (error) {
        say(formatErrorMessage(file.name, error), true);
      }
    } catch {
      say('The formatter could not be loaded. Check your connection and try again.', true);
    } finally {
      setFormatting(false);
    }
  };

  const applyFix = (problem: Problem, fix: ProblemFix) => {
    const expect = checkedCode.get(problem.file);
    if (expect === undefined) return;
    setPane('code');
    selectFile(problem.file);
    setEdit({ file: problem.file, edits: fix.edits, expect, seq: Date.now() });
  };

  const currentCode = new Map(workspace.files.map((file) => [file.name, file.code]));
  const fixable = (problem: Problem) => {
    const checked = checkedCode.get(problem.file);
    return checked !== undefined && checked === currentCode.get(problem.file) && !diagnostics.some((d) => d.file === problem.file);
  };
  // Type and lint messages of a file the compiler rejects are held back (see editor/).
  const shownChecks: ChecksState =
    checks.kind === 'ready'
      ? { ...checks, problems: checks.problems.filter((p) => !diagnostics.some((d) => d.file === p.file)) }
      : checks;

  const showProblem = (d: { file: string; line: number; column: number }) => {
    setPane('code');
    selectFile(d.file);
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
            onChange={(event) => loadExample(event.target.value)}
            {...withFocusRing(stylex.props(ui.control, styles.select))}>
            {examples.map((example) => (
              <option key={example.id} value={example.id}>
                {example.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={share} {...withFocusRing(stylex.props(ui.control, ui.button, ui.primary))}>
          Share
        </button>
        <button type="button" onClick={reset} {...withFocusRing(stylex.props(ui.control, ui.button))}>
          Reset
        </button>
        <button
          type="button"
          onClick={formatFile}
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

      {mode === 'shared' && <SharedBar hasOwnWork={initial.hasOwnWork} onBack={backToMyWork} onKeep={keepShared} />}

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
            onSelect={selectFile}
            onCreate={(name) => dispatch({ type: 'create', name })}
            onRename={(from, to) => dispatch({ type: 'rename', from, to })}
            onDelete={deleteFile}
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
            problems={shownChecks.kind === 'ready' ? shownChecks.problems : undefined}
            checkedCode={checkedCode}
            colorMode={colorMode}
            load={loadCodeViews}
            onChange={onChange}
            goTo={goTo}
            edit={edit}
          />
          <PlaygroundProblems
            diagnostics={diagnostics}
            failure={compileState.kind === 'failed' ? compileState.message : null}
            onGoTo={showProblem}
            checks={shownChecks}
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
