import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { FILE_NAME_PATTERN } from '../compiler/resolve';
import type { PlaygroundFile } from '../compiler/types';

/**
 * The playground's files as a whole: what the URL hash shares, what
 * localStorage keeps between visits. This module is also imported by the
 * docs' code blocks (for "Open in Playground" links), so it stays small: no
 * editor, no compiler.
 */
export type Workspace = {
  files: PlaygroundFile[];
  /** The file open in the editor. */
  active: string;
  /** The starting example these files came from (for "Reset"). */
  example: string;
};

export const STORAGE_KEY = 'stylex-playground';
export const MAX_FILES = 20;

type SharedPayload = {
  /** Format version. */
  v: 1;
  /** [name, code] pairs. */
  f: [string, string][];
  /** Active file. */
  a?: string;
  /** Example id. */
  e?: string;
};

export function validFileName(name: string): boolean {
  return FILE_NAME_PATTERN.test(name);
}

/** Checks untrusted data (URL, storage) and returns a workspace, or null. */
function sanitize(files: unknown, active: unknown, example: unknown): Workspace | null {
  if (!Array.isArray(files) || files.length === 0 || files.length > MAX_FILES) return null;
  const seen = new Set<string>();
  const clean: PlaygroundFile[] = [];
  for (const entry of files) {
    const [name, code] = Array.isArray(entry)
      ? entry
      : [(entry as PlaygroundFile | null)?.name, (entry as PlaygroundFile | null)?.code];
    if (typeof name !== 'string' || typeof code !== 'string' || !validFileName(name) || seen.has(name)) {
      return null;
    }
    seen.add(name);
    clean.push({ name, code });
  }
  return {
    files: clean,
    active: typeof active === 'string' && seen.has(active) ? active : clean[0].name,
    example: typeof example === 'string' ? example : '',
  };
}

/** The URL hash (without `#`) that holds these files. */
export function encodeWorkspace(workspace: Pick<Workspace, 'files'> & Partial<Workspace>): string {
  const payload: SharedPayload = {
    v: 1,
    f: workspace.files.map((file) => [file.name, file.code]),
    ...(workspace.active ? { a: workspace.active } : {}),
    ...(workspace.example ? { e: workspace.example } : {}),
  };
  return compressToEncodedURIComponent(JSON.stringify(payload));
}

export function decodeWorkspace(hash: string): Workspace | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    const json = decompressFromEncodedURIComponent(raw);
    if (!json) return null;
    const payload = JSON.parse(json) as Partial<SharedPayload>;
    if (payload.v !== 1) return null;
    return sanitize(payload.f, payload.a, payload.e);
  } catch {
    return null;
  }
}

export function loadStoredWorkspace(): Workspace | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<Workspace> & { version?: number };
    if (data.version !== 1) return null;
    return sanitize(data.files, data.active, data.example);
  } catch {
    return null;
  }
}

export function storeWorkspace(workspace: Workspace): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, ...workspace }));
  } catch {
    // Storage full or disabled: the work just isn't kept.
  }
}
