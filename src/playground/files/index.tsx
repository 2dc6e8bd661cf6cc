import React, { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { ui } from '../ui/styles';
import { withFocusRing } from '../../styles/shared';
import { colors, fonts, radii, space, statusColors } from '../../tokens/tokens.stylex';
import type { CompileDiagnostic, PlaygroundFile } from '../compiler/types';
import { MAX_FILES, validFileName } from '../workspace/storage';
import PlaygroundTabs from '../ui/Tabs';

type Props = {
  files: readonly PlaygroundFile[];
  active: string;
  diagnostics: readonly CompileDiagnostic[];
  onSelect: (name: string) => void;
  onCreate: (name: string) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (name: string) => void;
  idPrefix: string;
  /** id of the editor panel the file tabs control. */
  editorId: string;
};

type Mode = { kind: 'new' } | { kind: 'rename'; name: string } | null;

function nameError(name: string, files: readonly PlaygroundFile[], except?: string): string | null {
  if (!validFileName(name)) {
    return 'Use letters, digits, dots, dashes or underscores, ending in .tsx, .ts, .jsx or .js.';
  }
  if (name !== except && files.some((file) => file.name === name)) return `${name} already exists.`;
  return null;
}

/**
 * The file tabs above the editor, with New, Rename and Delete. New and
 * Rename open a small inline form rather than a browser prompt.
 */
export default function PlaygroundFiles({
  files,
  active,
  diagnostics,
  onSelect,
  onCreate,
  onRename,
  onDelete,
  idPrefix,
  editorId,
}: Props): ReactNode {
  const [mode, setMode] = useState<Mode>(null);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (mode) input.current?.focus();
  }, [mode]);

  const open = (next: Mode) => {
    setMode(next);
    setTouched(false);
    setValue(next?.kind === 'rename' ? next.name : '');
  };

  const except = mode?.kind === 'rename' ? mode.name : undefined;
  const error = touched || value ? nameError(value.trim(), files, except) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const name = value.trim();
    if (!mode || nameError(name, files, except)) return;
    if (mode.kind === 'new') onCreate(name);
    else if (name !== mode.name) onRename(mode.name, name);
    setMode(null);
  };

  const errorsIn = (name: string) => diagnostics.filter((d) => d.file === name).length;

  return (
    <div {...stylex.props(styles.root)}>
      <PlaygroundTabs
        label="Files"
        idPrefix={idPrefix}
        selected={active}
        onSelect={onSelect}
        barStyle={styles.bar}
        tabs={files.map((file) => ({
          id: file.name,
          label: file.name,
          controls: editorId,
          badge:
            errorsIn(file.name) > 0 ? (
              <span {...stylex.props(styles.badge)} aria-label={`${errorsIn(file.name)} error(s)`}>
                {errorsIn(file.name)}
              </span>
            ) : undefined,
        }))}>
        <div {...stylex.props(styles.actions)}>
          <button
            type="button"
            onClick={() => open({ kind: 'new' })}
            disabled={files.length >= MAX_FILES}
            {...withFocusRing(stylex.props(ui.control, styles.action))}>
            New file
          </button>
          <button type="button" onClick={() => open({ kind: 'rename', name: active })} {...withFocusRing(stylex.props(ui.control, styles.action))}>
            Rename
          </button>
          <button
            type="button"
            onClick={() => onDelete(active)}
            disabled={files.length <= 1}
            aria-label={`Delete ${active}`}
            {...withFocusRing(stylex.props(ui.control, styles.action))}>
            Delete
          </button>
        </div>
      </PlaygroundTabs>
      {mode && (
        <form onSubmit={submit} {...stylex.props(styles.form)} aria-label={mode.kind === 'new' ? 'New file' : `Rename ${mode.name}`}>
          <label htmlFor={inputId} {...stylex.props(styles.label)}>
            {mode.kind === 'new' ? 'New file name' : `Rename ${mode.name} to`}
          </label>
          <input
            ref={input}
            id={inputId}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setMode(null);
            }}
            placeholder="Button.tsx"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...withFocusRing(stylex.props(ui.control, styles.input), 'tight')}
          />
          <button type="submit" {...withFocusRing(stylex.props(ui.control, styles.action, ui.primary))}>
            {mode.kind === 'new' ? 'Create' : 'Rename'}
          </button>
          <button type="button" onClick={() => setMode(null)} {...withFocusRing(stylex.props(ui.control, styles.action))}>
            Cancel
          </button>
          {error && (
            <p id={errorId} {...stylex.props(styles.error)}>
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

const styles = stylex.create({
  root: {
    flexShrink: 0,
  },
  // Where the file tabs and the buttons do not fit on one line (a phone),
  // the buttons move to a line of their own: the tab list's scrolling would
  // otherwise cut the second file's name off under them.
  bar: {
    flexWrap: 'wrap',
  },
  actions: {
    gap: space.xs,
    paddingBlock: space.xs,
    display: 'flex',
    flexShrink: 0,
    marginInlineStart: 'auto',
    paddingInlineEnd: space.xs,
  },
  action: {
    paddingBlock: space.xs,
    paddingInline: space.sm,
    backgroundColor: {
      default: 'transparent',
      ':hover': colors.background,
    },
    color: colors.text,
    cursor: {
      default: 'pointer',
      ':disabled': 'default',
    },
    fontFamily: fonts.body,
    fontSize: fonts.sizeXs,
    fontWeight: fonts.weightMedium,
    opacity: {
      default: 1,
      ':disabled': 0.55,
    },
    whiteSpace: 'nowrap',
  },
  form: {
    gap: space.sm,
    paddingBlock: space.sm,
    paddingInline: space.md,
    alignItems: 'center',
    backgroundColor: colors.backgroundSubtle,
    display: 'flex',
    flexWrap: 'wrap',
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
  },
  label: {
    color: colors.text,
    fontSize: fonts.sizeSm,
  },
  input: {
    paddingBlock: space.xs,
    paddingInline: space.sm,
    backgroundColor: colors.background,
    color: colors.text,
    flexBasis: 180,
    flexGrow: 1,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeSm,
    maxWidth: 280,
  },
  error: {
    margin: 0,
    color: statusColors.danger,
    flexBasis: '100%',
    fontSize: fonts.sizeXs,
  },
  badge: {
    borderRadius: radii.pill,
    paddingInline: 4,
    backgroundColor: statusColors.dangerStrong,
    color: statusColors.onDanger,
    fontSize: 11,
    fontWeight: fonts.weightBold,
    lineHeight: '16px',
    textAlign: 'center',
    minWidth: 16,
  },
});
