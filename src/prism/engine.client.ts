import type { PrismLib } from 'prism-react-renderer';

/**
 * The browser's Prism engine: not in the page bundle. Pages arrive with
 * their code already highlighted (static rendering) and keep that markup
 * through hydration (src/theme/CodeBlock/Content), so no page needs Prism to
 * become interactive. It is fetched when the browser is idle, ready for code
 * blocks that appear after a client-side navigation, or at once for those.
 */
let prism: PrismLib | null = null;
let loading: Promise<PrismLib> | null = null;

export const getPrism = (): PrismLib | null => prism;

export function loadPrism(): Promise<PrismLib> {
  loading ??= import(/* webpackChunkName: "prism" */ './prism').then(
    (module) => {
      prism = module.default;
      return prism;
    },
    (error: unknown) => {
      loading = null; // let a later code block try again
      throw error;
    },
  );
  return loading;
}
