import type { PrismLib } from 'prism-react-renderer';
import Prism from './prism';

/**
 * The server-side (static rendering) Prism engine: loaded up front, so every
 * code block is highlighted in the HTML. The client build resolves
 * `./engine` to engine.client.ts instead (src/plugins/slim-prism).
 */
export const getPrism = (): PrismLib | null => Prism;
export const loadPrism = (): Promise<PrismLib> => Promise.resolve(Prism);
