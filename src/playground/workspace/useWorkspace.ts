import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { COMPILE_DELAY_MS } from '../compiler/useCompile';
import {
  decodeWorkspace,
  encodeWorkspace,
  loadStoredWorkspace,
  storeWorkspace,
  type Workspace,
} from './storage';
import { fromExample, initialWorkspace, isModified, sameFiles, workspaceReducer } from './reducer';

function clearHash() {
  if (window.location.hash) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

/**
 * The playground's files and where they are kept: the reader's own work in
 * this browser's storage, shared code (a link) in the URL, shown but never
 * saved over their work (see SharedBar.tsx). Every action that could lose
 * work asks first.
 */
export function useWorkspace({
  say,
  onReplace,
  onFocusCode,
}: {
  say: (text: string) => void;
  /** The files were replaced: what was compiled from the old ones no longer applies. */
  onReplace: () => void;
  /** The shared-code bar went: the focus goes to this file's code. */
  onFocusCode: (file: string) => void;
}) {
  const [initial] = useState(() => {
    const stored = loadStoredWorkspace();
    return { ...initialWorkspace(decodeWorkspace(window.location.hash), stored), hasOwnWork: stored !== null };
  });
  const [{ workspace, revision }, dispatch] = useReducer(workspaceReducer, { workspace: initial.workspace, revision: 0 });
  const [mode, setMode] = useState(initial.mode);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  /** The shared files as they came (what Reset restores while they are shown). */
  const sharedStart = useRef(initial.workspace);
  // The files on screen are those of the shared link in the URL.
  const hashPending = useRef(initial.fromHash);

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
    onReplace();
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
      onReplace();
      say('Reset to the shared code.');
      return;
    }
    if (!window.confirm('Reset to the starting example? Your changes will be lost.')) return;
    showOwn(fromExample(workspace.example));
    say('Reset to the starting example.');
  };

  const backToMyWork = () => {
    if (sharedEdited() && !window.confirm('Leave the shared code? Your changes to it will be lost.')) return;
    const own = loadStoredWorkspace() ?? fromExample();
    showOwn(own);
    say('Back to your work.');
    onFocusCode(own.active);
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
    onFocusCode(workspace.active);
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

  return {
    workspace,
    revision,
    mode,
    /** The reader had work of their own in this browser when the page opened. */
    hasOwnWork: initial.hasOwnWork,
    onChange,
    loadExample,
    reset,
    backToMyWork,
    keepShared,
    share,
    deleteFile,
    selectFile: (name: string) => dispatch({ type: 'select', name }),
    createFile: (name: string) => dispatch({ type: 'create', name }),
    renameFile: (from: string, to: string) => dispatch({ type: 'rename', from, to }),
  };
}
