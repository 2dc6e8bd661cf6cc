import { basic } from './basic';
import { dynamic } from './dynamic';
import { keyframes } from './keyframes';
import { themes } from './themes';
import type { PlaygroundExample } from './types';

export type { PlaygroundExample } from './types';

/** The playground's starting examples; the first one opens by default. */
export const examples: readonly PlaygroundExample[] = [basic, themes, dynamic, keyframes];

export function findExample(id: string | null | undefined): PlaygroundExample {
  return examples.find((example) => example.id === id) ?? examples[0];
}
