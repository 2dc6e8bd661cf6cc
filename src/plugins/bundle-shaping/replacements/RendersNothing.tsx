/** The browser's stand-in for a component whose output only the server writes (see ./index.ts). */
export default function RendersNothing(): null {
  return null;
}
