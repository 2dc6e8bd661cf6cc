import type { PlaygroundFile } from '../compiler/types';
import { examples, findExample } from '../examples';
import type { Workspace } from './storage';

/**
 * The playground's files and what changes them, as a reducer: every edit,
 * new file, rename, delete and example switch is one action, so the rules
 * (the active file always exists, the last file is never deleted, the editor
 * reloads after a structural change) live in one place and are tested in
 * Node (tests/unit/playground-workspace.test.mjs).
 */
export type WorkspaceState = {
  workspace: Workspace;
  /**
   * Bumped when files are replaced, renamed or deleted: the editor then
   * reloads its documents instead of keeping its own copies. Typing does
   * not bump it (the editor already has that text).
   */
  revision: number;
};

export type WorkspaceAction =
  | { type: 'edit'; name: string; code: string }
  | { type: 'select'; name: string }
  | { type: 'create'; name: string }
  | { type: 'rename'; from: string; to: string }
  | { type: 'delete'; name: string }
  | { type: 'replace'; workspace: Workspace };

/** A fresh copy of an example's files (the first example when the id is unknown). */
export function fromExample(id?: string): Workspace {
  const example = findExample(id);
  return {
    files: example.files.map((file) => ({ ...file })),
    active: example.files[0].name,
    example: example.id,
  };
}

/**
 * Whose files the playground shows: the reader's own work (kept in this
 * browser after every change), or shared code from a link (a share link, a
 * docs sample's "Open in Playground"), which is never stored over the
 * reader's work unless they choose to keep it.
 */
export type WorkspaceMode = 'own' | 'shared';

/**
 * Where the playground starts: a shared link (the URL hash) opens as shared
 * code, beside the work kept in this browser; a link to the very files kept
 * opens them as the reader's own (their own link, reloaded). Without a link:
 * the work kept in this browser, then the first example.
 */
export function initialWorkspace(
  shared: Workspace | null,
  stored: Workspace | null,
): { workspace: Workspace; fromHash: boolean; mode: WorkspaceMode } {
  if (shared && stored && sameFiles(shared.files, stored.files)) return { workspace: stored, fromHash: true, mode: 'own' };
  if (shared) return { workspace: { ...shared, example: shared.example || examples[0].id }, fromHash: true, mode: 'shared' };
  return { workspace: stored ?? fromExample(), fromHash: false, mode: 'own' };
}

export function sameFiles(a: readonly PlaygroundFile[], b: readonly PlaygroundFile[]): boolean {
  return a.length === b.length && a.every((file, i) => file.name === b[i].name && file.code === b[i].code);
}

/** Whether the files differ from the example they started as (switching examples then asks first). */
export function isModified(workspace: Workspace): boolean {
  return !sameFiles(workspace.files, findExample(workspace.example).files);
}

/** What a new file starts with: a tokens file gets a `defineVars` to fill in. */
export function starterCode(name: string): string {
  if (/\.stylex\.[jt]sx?$/.test(name)) {
    return "import * as stylex from '@stylexjs/stylex';\n\nexport const vars = stylex.defineVars({\n  color: 'rebeccapurple',\n});\n";
  }
  return "import * as stylex from '@stylexjs/stylex';\n\n";
}

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  const { workspace, revision } = state;
  const has = (name: string) => workspace.files.some((file) => file.name === name);
  switch (action.type) {
    case 'edit':
      if (!has(action.name)) return state;
      return {
        revision,
        workspace: {
          ...workspace,
          files: workspace.files.map((file) => (file.name === action.name ? { ...file, code: action.code } : file)),
        },
      };
    case 'select':
      if (!has(action.name) || workspace.active === action.name) return state;
      return { revision, workspace: { ...workspace, active: action.name } };
    case 'create':
      if (has(action.name)) return state;
      return {
        revision,
        workspace: {
          ...workspace,
          files: [...workspace.files, { name: action.name, code: starterCode(action.name) }],
          active: action.name,
        },
      };
    case 'rename':
      if (!has(action.from) || has(action.to)) return state;
      return {
        revision: revision + 1,
        workspace: {
          ...workspace,
          files: workspace.files.map((file) => (file.name === action.from ? { ...file, name: action.to } : file)),
          active: workspace.active === action.from ? action.to : workspace.active,
        },
      };
    case 'delete': {
      if (!has(action.name) || workspace.files.length <= 1) return state;
      const files = workspace.files.filter((file) => file.name !== action.name);
      return {
        revision: revision + 1,
        workspace: { ...workspace, files, active: workspace.active === action.name ? files[0].name : workspace.active },
      };
    }
    case 'replace':
      return { revision: revision + 1, workspace: action.workspace };
  }
}
