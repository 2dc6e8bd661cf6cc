import type { PrismLib } from 'prism-react-renderer';
import { loadOnce } from '../components/LazyContent/loadOnce';

/**
 * The browser's Prism engine: not in the page bundle. Pages arrive with
 * their code already highlighted (static rendering) and keep that markup
 * through hydration (src/theme/CodeBlock/Content), so no page needs Prism to
 * become interactive. It is fetched when the browser is idle, ready for code
 * blocks that appear after a client-side navigation, or at once for those.
 */
let prism: PrismLib | null = null;

export const getPrism = (): PrismLib | null => prism;

export const loadPrism: () => Promise<PrismLib> = loadOnce(() =>
  import(/* webpackChunkName: "prism" */ './prism').then((module) => (prism = module.default)),
);
