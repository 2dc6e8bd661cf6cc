import { useState } from 'react';
import { minimalEdit } from '../diagnostics/map';
import type { PlaygroundFile } from '../compiler/types';
import type { TextEdit } from '../diagnostics/types';

/**
 * Format with Prettier, which loads on the first click: the result is one
 * undoable edit of the file (`onEdit`), and `say` tells the reader what
 * happened.
 */
export function useFormat({
  file,
  say,
  onEdit,
}: {
  file: PlaygroundFile | undefined;
  say: (text: string, isError?: boolean) => void;
  onEdit: (file: string, edits: TextEdit[], expect: string) => void;
}) {
  const [formatting, setFormatting] = useState(false);

  const format = async () => {
    if (!file || formatting) return;
    setFormatting(true);
    try {
      const { formatCode, formatErrorMessage } = await import(/* webpackChunkName: "playground-format" */ './format');
      try {
        const formatted = await formatCode(file.name, file.code);
        const change = minimalEdit(file.code, formatted);
        if (change) onEdit(file.name, [change], file.code);
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

  return { formatting, format };
}
