import React, { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useColorMode } from '@docusaurus/theme-common';
import { acquireCompiler, type CompilerClient } from '../../playground/compiler/client';
import type { CompileResponse, PlaygroundFile } from '../../playground/compiler/types';
import PlaygroundPreview, { type PreviewBuild } from '../../playground/preview';
import LazyEditor from '../../playground/editor/LazyEditor';
import PlaygroundProblems from '../../playground/output/Problems';
import { encodeWorkspace, validFileName } from '../../playground/workspace/storage';
import { stalePreview } from '../../playground/status';
import { ui } from '../../playground/ui/styles';
import { withFocusRing } from '../../styles/shared';
import { colors, fonts, space } from '../../tokens/tokens.stylex';
import { OutputView, type LiveProps, type PreviewFiles } from './OutputView';

/**
 * Preview and Edit in place for a docs sample (./index.tsx loads this chunk
 * on a reader's first Preview or Edit): the playground's preview frame, its
 * editor, compiler worker and problems list, around one block's files.
 */

/** The compiler worker, started by the page's first edit and kept for every block of the page. */
let compiler: CompilerClient | null = null;
let nextBuild = 1;
/**
 * The pause in typing after which the code compiles: longer than the gap
 * between a fast typist's keystrokes (one compile per burst), short enough
 * for the preview to follow the last keystroke within 300 ms.
 */
const COMPILE_DELAY_MS = 150;
const STORAGE_PREFIX = 'stylex-sample-edit:';

type Snapshot = {
  code: string;
  /** Bumped when the code is replaced from outside (Reset): the editor starts over. */
  revision: number;
  build: PreviewBuild | null;
  /** The last compile of the edited code (null before the first edit). */
  result: CompileResponse | null;
  failure: string | null;
};

function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}
function store(key: string, code: string | null) {
  try {
    if (code == null) sessionStorage.removeItem(STORAGE_PREFIX + key);
    else sessionStorage.setItem(STORAGE_PREFIX + key, code);
  } catch {
    // Storage off or full: the edit lasts as long as the page.
  }
}

/**
 * One block's files, its edits and what they compile to. Kept for the page's
 * lifetime (and the edited code for the tab's session), shared by its
 * Source, Preview, CSS and JS panels.
 */
class Block {
  snapshot: Snapshot;
  private readonly listeners = new Set<() => void>();
  private readonly original: string;
  private timer = 0;
  private latest = 0;
  /** Edit replaces the button the reader pressed: the editor takes the focus, once. */
  focusOnce = true;

  constructor(
    private readonly key: string,
    readonly preview: PreviewFiles,
  ) {
    this.original = preview.files.find((file) => file.name === preview.entry)?.code ?? '';
    const stored = readStored(key);
    this.snapshot = { code: stored ?? this.original, revision: 0, build: null, result: null, failure: null };
    this.start(stored != null);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<Snapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The original build when the build made one (not under `npm start`), else a compile. */
  private start(edited: boolean) {
    const { modules, css = '', entry } = this.preview;
    if (!edited && modules) this.set({ build: { id: nextBuild++, css, modules, entry } });
    else void this.compile();
  }

  get edited(): boolean {
    return this.snapshot.code !== this.original;
  }

  files(): PlaygroundFile[] {
    return this.preview.files.map((file) => (file.name === this.preview.entry ? { ...file, code: this.snapshot.code } : file));
  }

  edit = (_name: string, code: string) => {
    this.set({ code });
    store(this.key, this.edited ? code : null);
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.compile(), COMPILE_DELAY_MS);
  };

  reset = () => {
    window.clearTimeout(this.timer);
    this.latest = 0;
    store(this.key, null);
    this.set({ code: this.original, revision: this.snapshot.revision + 1, result: null, failure: null });
    this.start(false);
  };

  private async compile() {
    compiler ??= acquireCompiler().client;
    const { id, result } = compiler.compile(this.files());
    this.latest = id;
    try {
      const response = await result;
      if (id !== this.latest) return;
      const modules = Object.fromEntries(response.files.map((file) => [file.name, file.preview]));
      this.set({
        result: this.edited ? response : null,
        failure: null,
        // A failed compile keeps the last preview, as the playground does.
        ...(response.ok ? { build: { id: nextBuild++, css: response.css, modules, entry: this.preview.entry } } : {}),
      });
    } catch (error) {
      if (id === this.latest) this.set({ failure: error instanceof Error ? error.message : String(error) });
    }
  }
}

const blocks = new Map<string, Block>();
function useBlock(id: string, preview: PreviewFiles): [Block, Snapshot] {
  let block = blocks.get(id);
  if (!block) {
    block = new Block(id, preview);
    blocks.set(id, block);
  }
  const snapshot = useSyncExternalStore(block.subscribe, () => block.snapshot, () => block.snapshot);
  return [block, snapshot];
}

/** The part of the block the selected tab shows, once the reader has asked for Preview or Edit. */
export default function Live({ id, tab, shown, output }: LiveProps): ReactNode {
  const [block, snapshot] = useBlock(id, output.preview!);
  if (tab === 'preview') return <Preview build={snapshot.build} entry={block.preview.entry} stale={staleReason(snapshot)} fill />;
  if (tab === 'source') return <Editor block={block} snapshot={snapshot} shown={shown} />;
  const { result } = snapshot;
  if (!result) return <OutputView tab={tab} output={output} />;
  const edited = result.ok
    ? { kind: 'output' as const, lang: output.lang, css: result.css, js: result.files.find((file) => file.name === block.preview.entry)?.js ?? '' }
    : { kind: 'error' as const, lang: output.lang, message: result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`).join('\n') };
  return <OutputView tab={tab} output={edited} />;
}

/** Why the preview shows an older version of the edited code: its compile error (or the compiler's failure), with its place. */
function staleReason({ result, failure }: Snapshot): string | null {
  if (failure) return stalePreview({ kind: 'failed', message: failure }, [])?.detail ?? null;
  if (!result || result.ok) return null;
  return stalePreview({ kind: 'error', count: result.diagnostics.length }, result.diagnostics)?.detail ?? null;
}

/**
 * The component in the playground's sandboxed frame, in the page's colour
 * mode or the other one. `fill`: the Preview tab, whose panel has the source's
 * height (./index.tsx); under the editor it has a height of its own.
 */
function Preview({ build, entry, stale, fill = false }: { build: PreviewBuild | null; entry: string; stale: string | null; fill?: boolean }): ReactNode {
  const { colorMode } = useColorMode();
  const [scheme, setScheme] = useState<'light' | 'dark' | null>(null);
  const current = scheme ?? colorMode;
  const frameSrc = useBaseUrl('/playground/preview-frame/');
  return (
    <div data-sample-preview="" style={fill ? { display: 'flex', flexDirection: 'column', height: '100%' } : undefined}>
      <div {...stylex.props(styles.toolbar)}>
        <button
          type="button"
          aria-pressed={current === 'dark'}
          onClick={() => setScheme(current === 'dark' ? 'light' : 'dark')}
          {...withFocusRing(stylex.props(ui.control, ui.smallButton, styles.button))}>
          Dark preview
        </button>
      </div>
      {/* Inline, not in the site's one stylesheet: the only resizable box (and its column), rendered only in the browser. */}
      <div style={{ display: 'flex', flexDirection: 'column', resize: 'vertical', overflow: 'hidden', minHeight: 120, ...(fill ? { flexGrow: 1 } : { height: 260 }) }}>
        <PlaygroundPreview build={build} colorScheme={current} frameSrc={frameSrc} title={`Preview of ${entry}`} stale={stale} />
      </div>
    </div>
  );
}

/** The playground's names are flat: a sample's `src/Button.tsx` opens there as `Button.tsx`. */
function playgroundFiles(files: PlaygroundFile[], entry: string) {
  const base = (name: string) => name.split('/').pop() ?? name;
  const names = files.map((file) => base(file.name));
  const flat = names.every((name, i) => validFileName(name) && names.indexOf(name) === i);
  return flat
    ? { files: files.map((file) => ({ ...file, name: base(file.name) })), active: base(entry) }
    : { files, active: entry };
}

/** The sample's file in the playground's editor, its compile errors, and its preview under them. */
function Editor({ block, snapshot, shown }: { block: Block; snapshot: Snapshot; shown: boolean }): ReactNode {
  const { colorMode } = useColorMode();
  const [goTo, setGoTo] = useState<{ file: string; line: number; column: number; seq: number } | null>(null);
  const playground = useBaseUrl('/playground/');
  const files = block.files();
  const { entry } = block.preview;
  useEffect(() => {
    if (!block.focusOnce) return;
    block.focusOnce = false;
    setGoTo({ file: entry, line: 1, column: 1, seq: 0 });
  }, [block, entry]);
  const diagnostics = snapshot.result?.diagnostics ?? [];
  return (
    <div data-sample-editor="">
      <div {...stylex.props(styles.toolbar)}>
        <button
          type="button"
          onClick={block.reset}
          disabled={!block.edited}
          {...withFocusRing(stylex.props(ui.control, ui.smallButton, styles.button))}>
          Reset
        </button>
        <Link
          to={`${playground}#${encodeWorkspace(playgroundFiles(files, entry))}`}
          data-noBrokenLinkCheck
          {...withFocusRing(stylex.props(styles.link))}>
          Open in Playground
        </Link>
      </div>
      <LazyEditor
        load
        files={files}
        active={entry}
        revision={snapshot.revision}
        diagnostics={diagnostics}
        colorMode={colorMode}
        onChange={block.edit}
        goTo={goTo}
      />
      {(diagnostics.length > 0 || snapshot.failure) && (
        <PlaygroundProblems
          diagnostics={diagnostics}
          failure={snapshot.failure}
          onGoTo={(at) => setGoTo((last) => ({ ...at, seq: (last?.seq ?? 0) + 1 }))}
          checks={{ kind: 'idle' }}
          fixable={() => false}
          onFix={() => {}}
        />
      )}
      {shown && <Preview build={snapshot.build} entry={entry} stale={staleReason(snapshot)} />}
    </div>
  );
}

const styles = stylex.create({
  /** Reset and Open in Playground, or the dark switch: a row that wraps on a phone. */
  toolbar: {
    gap: space.sm,
    alignItems: 'center',
    display: 'flex',
    flexWrap: 'wrap',
    marginBottom: space.sm,
  },
  button: {
    paddingBlock: space.xxs,
    paddingInline: space.md,
  },
  link: {
    color: colors.accent,
    fontFamily: fonts.body,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
  },
});
