import type { PlaygroundFile } from './compiler/types';
import { validFileName } from './workspace/storage';
import { fenceOfProps, mayOpenInPlayground } from '../markdown/fence.mjs';

/**
 * Turns a docs code sample into playground files, or returns null when the
 * sample is not something the playground can open on its own.
 *
 * Opened: js/jsx/ts/tsx blocks that import '@stylexjs/stylex' and are meant to
 * compile (not `no-compile`, `compile-error` or `historical`). Relative
 * imports of other `.stylex` files can't be satisfied (the block that defines
 * them is elsewhere on the page), except `./tokens.stylex`: for that one a
 * small tokens file is generated with exactly the groups and keys the sample
 * reads, so the sample compiles as written.
 */

const RELATIVE_IMPORT = /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const TOKENS_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]\.\/tokens\.stylex(?:\.[jt]sx?)?['"]/g;

/**
 * Stand-in colours by token name: CSS named and system colours, readable in
 * the generated file and right in both colour schemes of the preview
 * (Canvas and CanvasText follow it). Not the site's own palette: the sample
 * only needs values that show.
 */
const COLOR_VALUES: Record<string, string> = {
  accent: 'rebeccapurple',
  primary: 'rebeccapurple',
  secondary: 'crimson',
  accentSoft: 'lavender',
  accentText: 'white',
  onAccent: 'white',
  text: 'CanvasText',
  ink: 'CanvasText',
  muted: 'GrayText',
  surface: 'Canvas',
  background: 'Canvas',
  border: 'GrayText',
};

/** A plausible value for a token the sample reads, from its group and key names. */
function tokenValue(group: string, key: string, index: number): string {
  const name = `${group}.${key}`;
  if (COLOR_VALUES[key]) return COLOR_VALUES[key];
  if (/colou?r|accent|surface|text|ink|background|border|fill|stroke/i.test(name)) {
    return ['rebeccapurple', 'crimson', 'seagreen', 'darkorange'][index % 4];
  }
  if (/duration|delay|motion|fast|slow/i.test(name)) return '200ms';
  if (/font|family/i.test(name)) return 'system-ui, sans-serif';
  if (/weight/i.test(name)) return '600';
  if (/space|spacing|gap|gutter|size|radius|radii|small|medium|large|^x?s$|^[sml]$|^x*[sl]$/i.test(name)) {
    return ['4px', '8px', '16px', '24px', '32px'][Math.min(index, 4)];
  }
  return '1';
}

function generateTokens(code: string): string | null {
  const groups = new Map<string, string>(); // local name -> exported name
  for (const match of code.matchAll(TOKENS_IMPORT)) {
    for (const part of match[1].split(',')) {
      const [exported, local] = part.trim().split(/\s+as\s+/);
      if (exported) groups.set((local ?? exported).trim(), exported.trim());
    }
  }
  if (groups.size === 0) return null;
  const blocks: string[] = [];
  for (const [local, exported] of groups) {
    const keys = [...new Set([...code.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g'))].map((m) => m[1]))];
    // Used as a computed key (`[breakpoints.wide]: …`): a media query constant.
    const asCondition = new RegExp(`\\[\\s*${local}\\.\\w+\\s*\\]`).test(code);
    const entries = (keys.length ? keys : ['value']).map((key, index) =>
      asCondition
        ? `  ${key}: '@media (min-width: ${[640, 960, 1200][index % 3]}px)',`
        : `  ${key}: '${tokenValue(exported, key, index)}',`,
    );
    blocks.push(
      `export const ${exported} = stylex.${asCondition ? 'defineConsts' : 'defineVars'}({\n${entries.join('\n')}\n});`,
    );
  }
  return [
    "import * as stylex from '@stylexjs/stylex';",
    '',
    '// Opened from a docs sample: stand-in values for the tokens it uses.',
    blocks.join('\n\n'),
    '',
  ].join('\n');
}

export function playgroundFilesForSample(
  code: string,
  options: { className?: string; language?: string; metastring?: string },
): { files: PlaygroundFile[]; active: string } | null {
  const fence = fenceOfProps(options);
  if (!mayOpenInPlayground(fence, code)) return null;

  let needsTokens = false;
  for (const [, specifier] of code.matchAll(RELATIVE_IMPORT)) {
    if (/^\.\/tokens\.stylex(\.[jt]sx?)?$/.test(specifier)) needsTokens = true;
    else if (/\.stylex(\.[jt]sx?)?$/.test(specifier)) return null;
  }

  const base = fence.title?.split('/').pop() ?? '';
  const name = validFileName(base) ? base : `App.${fence.lang}`;
  const files: PlaygroundFile[] = [{ name, code: code.endsWith('\n') ? code : `${code}\n` }];

  if (needsTokens && name !== 'tokens.stylex.ts') {
    const tokens = generateTokens(code);
    if (!tokens) return null;
    files.push({ name: 'tokens.stylex.ts', code: tokens });
  }
  return { files, active: name };
}
