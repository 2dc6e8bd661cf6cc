/**
 * Browser support computed from compiled CSS (see ARCHITECTURE.md, "Browser
 * support"): ./classify.mjs judges CSS with `@eslint/css`'s `use-baseline`
 * rule and the pinned `web-features` data (./data.mjs); ./line.mjs writes
 * the result as the line under a sample's CSS.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { classifyCss } from './classify.mjs';
import { DATA_VERSION } from './data.mjs';
import { supportSegments } from './line.mjs';

export { classifyCss } from './classify.mjs';
export { DATA_DATE, DATA_VERSION } from './data.mjs';

/** What a sample's support depends on besides its CSS: the data's version and this code. */
export const SUPPORT_TOOLS = crypto
  .createHash('sha256')
  .update(DATA_VERSION)
  .update(['classify.mjs', 'data.mjs', 'line.mjs'].map((file) => fs.readFileSync(new URL(file, import.meta.url), 'utf8')).join('\0'))
  .digest('hex');

/**
 * A sample's support for its output view: its status and the line the CSS
 * tab and the Markdown twin show. Nothing for a sample without CSS.
 */
export function supportLine(css) {
  if (!css.trim()) return {};
  const support = classifyCss(css);
  return { supportStatus: support.status, supportLine: supportSegments(support) };
}
