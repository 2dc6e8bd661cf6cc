import type { PlaygroundFile } from '../compiler/types';

export type PlaygroundExample = {
  id: string;
  label: string;
  files: PlaygroundFile[];
};
