import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';

type SyntaxNode = ReturnType<typeof syntaxTree>['topNode'];

/**
 * Completions for the playground editor: StyleX's API after `stylex.`, and
 * CSS property names (camelCase, as StyleX writes them) inside the style
 * objects of `stylex.create` and friends.
 */

const api: Completion[] = [
  { label: 'create', type: 'function', detail: '(namespaces) => styles', info: 'Defines style objects; compiled to atomic CSS classes.' },
  { label: 'props', type: 'function', detail: '(...styles) => { className, style }', info: 'Merges styles for a DOM element; the last style wins.' },
  { label: 'attrs', type: 'function', detail: '(...styles) => { class, style }', info: 'Like props, with `class` and a style string.' },
  { label: 'defineVars', type: 'function', detail: '(tokens) => VarGroup', info: 'CSS variables, in a named export of a .stylex.ts file.' },
  { label: 'defineConsts', type: 'function', detail: '(constants) => constants', info: 'Compile-time constants (media queries, z-indices), in a .stylex.ts file.' },
  { label: 'createTheme', type: 'function', detail: '(vars, overrides) => Theme', info: 'New values for a defineVars group, applied to a subtree.' },
  { label: 'keyframes', type: 'function', detail: '(frames) => animationName', info: 'Defines @keyframes and returns the animation name.' },
  { label: 'firstThatWorks', type: 'function', detail: '(...values) => value', info: 'Fallback values, first supported one wins.' },
  { label: 'positionTry', type: 'function', detail: '(position) => dashedIdent', info: 'Defines an @position-try rule for anchor positioning.' },
  { label: 'viewTransitionClass', type: 'function', detail: '({ group, imagePair, old, new }) => className', info: 'Styles the pseudo-elements of a view transition.' },
  { label: 'when', type: 'namespace', detail: 'ancestor, descendant, siblingBefore…', info: 'Conditions on a marked ancestor, descendant or sibling.' },
  { label: 'defaultMarker', type: 'function', detail: '() => marker', info: 'The marker that stylex.when.* observes by default.' },
  { label: 'defineMarker', type: 'function', detail: '() => marker', info: 'A custom marker, in a named export of a .stylex.ts file.' },
  { label: 'types', type: 'namespace', detail: 'color, length, angle…', info: 'Typed CSS variables for defineVars (emit @property).' },
  { label: 'env', type: 'variable', detail: 'compile-time values', info: 'Values from the compiler option `env`.' },
];

const whenApi: Completion[] = ['ancestor', 'descendant', 'siblingBefore', 'siblingAfter', 'anySibling'].map(
  (label) => ({ label, type: 'function', detail: "(pseudo, marker?) => condition" }),
);

const typesApi: Completion[] = [
  'angle', 'color', 'url', 'image', 'integer', 'lengthPercentage', 'length',
  'percentage', 'number', 'resolution', 'time', 'transformFunction', 'transformList',
].map((label) => ({ label, type: 'function', detail: '(value) => typed variable' }));

const conditionKeys: Completion[] = [
  { label: 'default', type: 'keyword' },
  ...[':hover', ':focus', ':focus-visible', ':active', ':disabled', ':first-child', ':last-child'].map(
    (key) => ({ label: `'${key}'`, type: 'keyword' }),
  ),
  ...['@media (prefers-color-scheme: dark)', '@media (max-width: 600px)', '@supports (display: grid)'].map(
    (key) => ({ label: `'${key}'`, type: 'keyword' }),
  ),
];

let cssProperties: Completion[] | null = null;

/** CSS property names, camelCased, as the browser lists them (no vendor prefixes). */
function cssPropertyCompletions(): Completion[] {
  if (cssProperties) return cssProperties;
  const names = new Set<string>();
  if (typeof document !== 'undefined') {
    const style = document.documentElement.style as unknown as Record<string, unknown>;
    // The camelCase names are properties of CSSStyleDeclaration's prototype chain.
    for (const key in style) {
      if (/^[a-z][a-zA-Z]*$/.test(key) && typeof style[key] === 'string') names.add(key);
    }
  }
  for (const skip of ['cssText', 'cssFloat', 'webkitAppearance']) names.delete(skip);
  cssProperties = [...names]
    .filter((name) => !/^(webkit|moz|ms|epub)[A-Z]/.test(name))
    .sort()
    .map((label) => ({ label, type: 'property' }));
  return cssProperties;
}

/** Depth of style objects that hold CSS properties, by StyleX function. */
const STYLE_DEPTH: Record<string, number> = {
  create: 2,
  keyframes: 2,
  positionTry: 1,
  viewTransitionClass: 2,
};

type ObjectContext = { kind: 'css' } | { kind: 'condition' } | null;

/** Object literals; half-typed code can parse as a destructuring pattern. */
const OBJECT = new Set(['ObjectExpression', 'ObjectPattern']);
const KEY_PARTS = new Set(['PropertyDefinition', 'PropertyName', 'Property', 'PatternProperty', 'VariableName', '⚠']);

/** Where in a StyleX call the cursor's object literal sits. */
function objectContext(context: CompletionContext, node: SyntaxNode): ObjectContext {
  let object: SyntaxNode | null = node;
  while (object && !OBJECT.has(object.name)) {
    if (!KEY_PARTS.has(object.name)) return null;
    object = object.parent;
  }
  if (!object) return null;

  // The key of the property whose value is the innermost object.
  let holderKey: string | null = null;
  let holder: SyntaxNode | null = object.parent;
  if (holder?.name === 'AssignmentExpression') holder = holder.parent;
  if (holder && (holder.name === 'Property' || holder.name === 'PatternProperty')) {
    const key = holder.firstChild;
    holderKey = key ? context.state.sliceDoc(key.from, key.to).replace(/^['"]|['"]$/g, '') : null;
  }

  // Walk up to the call, counting object literals.
  let depth = 0;
  for (let current: SyntaxNode | null = object; current; current = current.parent) {
    if (OBJECT.has(current.name)) depth += 1;
    if (current.name === 'CallExpression') {
      const callee = current.firstChild;
      const text = callee ? context.state.sliceDoc(callee.from, callee.to) : '';
      const fn = /(?:^|\.)(\w+)$/.exec(text)?.[1] ?? '';
      const needed = STYLE_DEPTH[fn];
      if (needed == null || depth < needed) return null;
      // A property's own value object holds conditions, not properties
      // (`color: { default: 'black', ':hover': 'blue' }`); pseudo-elements
      // and legacy `':hover': {…}` blocks hold properties.
      if (depth > needed && holderKey && !/^[:@[]/.test(holderKey)) return { kind: 'condition' };
      return { kind: 'css' };
    }
  }
  return null;
}

export function stylexCompletionSource(context: CompletionContext): CompletionResult | null {
  const member = context.matchBefore(/\bstylex\.(?:(when|types)\.)?\w*$/);
  if (member) {
    const dot = member.text.lastIndexOf('.');
    const group = /\.(when|types)\.\w*$/.exec(member.text)?.[1];
    return {
      from: member.from + dot + 1,
      options: group === 'when' ? whenApi : group === 'types' ? typesApi : api,
      validFor: /^\w*$/,
    };
  }

  const word = context.matchBefore(/[A-Za-z]\w*$/);
  if (!word && !context.explicit) return null;
  const node = syntaxTree(context.state).resolveInner(context.pos, -1);
  const where = objectContext(context, node);
  if (!where) return null;
  return {
    from: word ? word.from : context.pos,
    options: where.kind === 'css' ? cssPropertyCompletions() : conditionKeys,
    validFor: /^\w*$/,
  };
}
