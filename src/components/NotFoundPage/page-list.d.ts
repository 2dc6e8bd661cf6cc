/** Every page with its title, written at build time (src/plugins/page-list), as `PageEntry[]`. */
declare module '@page-list/pages' {
  const pages: import('./suggest').PageEntry[];
  export default pages;
}
