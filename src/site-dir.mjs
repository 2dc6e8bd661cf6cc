/**
 * The site's root folder, for tools and tests that read its files. Loads
 * nothing else, so importing it costs nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
