// The library's own file (not the `nprogress` name, which the stand-in takes in the browser build).
declare module 'nprogress/nprogress.js' {
  const nprogress: {
    configure(options: Record<string, unknown>): unknown;
    start(): unknown;
    done(force?: boolean): unknown;
  };
  export default nprogress;
}
