import { ViewPlugin, type EditorView, type ViewUpdate } from '@codemirror/view';

/**
 * The way out of the editor, on screen: Tab indents here, so the keyboard
 * leaves with Escape, then Tab (CodeMirror's tab-focus mode, which Escape
 * turns on for two seconds). Shown in the editor's lower corner while it has
 * the focus, until the reader types (it covers a corner of the code); after
 * Escape, the second step. Screen readers get the same from the editor's
 * description (./index.tsx): this is hidden from them. Styled by the theme
 * (./theme.ts, `.cm-exitHint`), like the rest of the editor.
 */
const TEXT = {
  enter: ['Tab', ' indents. To leave the editor: ', 'Esc', ', then ', 'Tab'],
  leave: ['Now ', 'Tab', ' leaves the editor'],
} as const;
const KEYS = new Set(['Tab', 'Esc']);

type Hint = keyof typeof TEXT | null;

export const exitHint = ViewPlugin.fromClass(
  class {
    readonly dom: HTMLElement;
    private shown: Hint = null;
    private timer = 0;

    constructor(view: EditorView) {
      this.dom = document.createElement('div');
      this.dom.className = 'cm-exitHint';
      this.dom.setAttribute('aria-hidden', 'true');
      this.dom.setAttribute('data-testid', 'editor-hint');
      view.dom.appendChild(this.dom);
      this.show(view.hasFocus ? 'enter' : null);
    }

    show(hint: Hint) {
      window.clearTimeout(this.timer);
      if (hint === 'leave') this.timer = window.setTimeout(() => this.show(null), 2000);
      if (hint === this.shown) return;
      this.shown = hint;
      this.dom.hidden = hint === null;
      this.dom.replaceChildren(
        ...(hint ? TEXT[hint] : []).map((part) => {
          if (!KEYS.has(part)) return part;
          const key = document.createElement('kbd');
          key.textContent = part;
          return key;
        }),
      );
    }

    update(update: ViewUpdate) {
      if (update.focusChanged) this.show(update.view.hasFocus ? 'enter' : null);
      else if (update.docChanged) this.show(null);
    }

    destroy() {
      window.clearTimeout(this.timer);
      this.dom.remove();
    }
  },
  {
    eventHandlers: {
      keydown(event) {
        if (event.key === 'Escape') this.show('leave');
      },
    },
  },
);
