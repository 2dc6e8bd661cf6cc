/**
 * What the runtime uses once the user's code runs, taken before it does: that
 * code may replace any built-in, and must not get hold of the port to the
 * parent through one (a patched `postMessage` or `data` getter would see it).
 * They are taken when this module is evaluated, which is before the runtime
 * (../runtime.tsx, which imports every module that uses them) receives a build.
 */
export const apply = Reflect.apply;
export const now = performance.now.bind(performance);
export const later = window.setTimeout.bind(window);
export const portPost = MessagePort.prototype.postMessage;
const getter = (name: 'data' | 'ports' | 'source') => Object.getOwnPropertyDescriptor(MessageEvent.prototype, name)!.get!;
export const dataOf = getter('data');
export const portsOf = getter('ports');
export const sourceOf = getter('source');
export const parentWindow = window.parent;
/** The real constructor, for the module loader: see lockDown(). */
export const CompileFunction = Function;
