import { visuallyHidden } from '@site/src/styles/shared';

/**
 * Holds what the reader types between asking for search (shortcut or
 * button) and the modal's input taking focus: the modal's code may still be
 * on its way, and React renders it a little later anyway. A hidden field
 * takes focus at once, so every keystroke (paste, IME and a phone's keyboard
 * too) lands there; the modal hands its text to its own input (takeTyping in
 * ./Modal). The field goes when it loses focus (Escape gives focus back to
 * the button). On every page, so kept small.
 */
export function holdTyping(label: string, button: HTMLElement | null): HTMLInputElement {
  const field = document.createElement('input');
  field.className = visuallyHidden.className!;
  field.setAttribute('aria-label', label);
  field.onkeydown = (event) => {
    if (event.key === 'Escape') button?.focus();
  };
  field.onblur = () => field.remove();
  // Fixed, so in view wherever the page is: neither focus nor typing
  // scrolls the page (the modal restores the position it opened at).
  field.style.position = 'fixed';
  document.body.prepend(field);
  field.focus();
  return field;
}
