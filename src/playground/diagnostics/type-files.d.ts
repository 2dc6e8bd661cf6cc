/** The URL of the checker's declaration files (a JSON asset made by src/plugins/playground-bundling). */
declare module '@playground/type-files' {
  const url: string;
  export default url;
}
