import type { PlaygroundFile } from '../compiler/types';

export type PlaygroundExample = {
  id: string;
  label: string;
  files: PlaygroundFile[];
};

/** An example of two files: `App.tsx` and the `tokens.stylex.ts` it imports. */
export function appWithTokens(id: string, label: string, app: string, tokens: string): PlaygroundExample {
  return {
    id,
    label,
    files: [
      { name: 'App.tsx', code: app },
      { name: 'tokens.stylex.ts', code: tokens },
    ],
  };
}
