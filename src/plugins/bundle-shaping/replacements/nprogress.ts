/**
 * Stands in for `nprogress`, the bar at the top of the page during a slow
 * client-side navigation (theme-classic's client module drives it): the
 * part of nprogress that module uses, with the library itself loaded when
 * the browser is idle after the page has loaded, or at the first bar
 * shown, whichever comes first. Nothing shows the bar before a navigation,
 * so the page need not load it with the main bundle.
 */
import { loadOnce } from '../../../components/LazyContent/loadOnce';
import { whenIdle } from '../../../components/LazyContent/whenIdle';

type Options = Record<string, unknown>;
type Library = {
  configure(options: Options): unknown;
  start(): unknown;
  done(force?: boolean): unknown;
};

let library: Library | undefined;
let options: Options = {};
// A bar asked for before the library has arrived, and not finished since.
let pending = false;

const load = loadOnce(() =>
  import('nprogress/nprogress.js').then((module) => {
    library = module.default;
    library.configure(options);
    if (pending) library.start();
    pending = false;
    return library;
  }),
);

const nprogress = {
  configure(next: Options) {
    options = { ...options, ...next };
    library?.configure(next);
    return nprogress;
  },
  start() {
    if (library) library.start();
    else {
      pending = true;
      void load().catch(() => {});
    }
    return nprogress;
  },
  done(force?: boolean) {
    if (library) library.done(force);
    else pending = false;
    return nprogress;
  },
};

if (typeof document !== 'undefined') whenIdle(() => void load().catch(() => {}));

export default nprogress;
