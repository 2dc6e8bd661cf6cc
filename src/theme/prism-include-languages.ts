/**
 * Swizzled to do nothing: the classic theme calls this with its Prism to
 * register `prism.additionalLanguages`, but our Prism (src/prism/prism.ts)
 * loads every grammar the site uses itself, on demand.
 */
export default function prismIncludeLanguages(): void {}
