/* eslint-disable @typescript-eslint/no-require-imports -- load order matters: see below. */
import type PrismType from 'prismjs';

/**
 * Prism with only the grammars the site's code blocks use. It stands in for
 * the copy of Prism inside prism-react-renderer, which bundles two dozen
 * grammars we never show (Swift, Kotlin, Go, GraphQL...) into every page.
 *
 * Prism's grammar files register themselves on a global `Prism`, and
 * Prism's core highlights the whole document on load unless `Prism.manual`
 * was set first. So: set `manual` on a temporary global, load the core and
 * the grammars in order (require, not hoisted imports), then restore the
 * global as we found it.
 */
type PrismGlobal = { Prism?: unknown };
const scope = globalThis as PrismGlobal;
const previous = scope.Prism;
scope.Prism = { manual: true, disableWorkerMessageHandler: true };

const Prism: typeof PrismType = require('prismjs/components/prism-core');
scope.Prism = Prism;
require('prismjs/components/prism-markup'); // html, xml, svg; needed by jsx
require('prismjs/components/prism-clike');
require('prismjs/components/prism-javascript');
require('prismjs/components/prism-jsx');
require('prismjs/components/prism-typescript');
require('prismjs/components/prism-tsx');
require('prismjs/components/prism-css');
require('prismjs/components/prism-bash');
require('prismjs/components/prism-json');
require('prismjs/components/prism-diff');

if (previous === undefined) delete scope.Prism;
else scope.Prism = previous;

/** The grammars loaded above (test and documentation aid). */
export const languages = ['markup', 'javascript', 'jsx', 'typescript', 'tsx', 'css', 'bash', 'json', 'diff'];

export default Prism;
