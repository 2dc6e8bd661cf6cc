/**
 * A Babel plugin for the preview build only: every loop gets a time check, so
 * `while (true) {}` in a component throws after a second instead of hanging
 * the preview. (The preview iframe is also watched by a heartbeat: see
 * src/playground/preview/useHeartbeat.ts.)
 *
 * `label: while (x) body`, the second loop of App.tsx, becomes
 *   const _loop = __pgLoop.start("App.tsx#2");
 *   label: while (x) { __pgLoop.check(_loop); body }
 * where `__pgLoop` is provided by the preview's module loader. The name says
 * which loop it is: one that was stopped once is stopped again at its first
 * check (React calls a component that threw again, several times).
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- Babel's AST API is untyped here. */
export const LOOP_GUARD_GLOBAL = '__pgLoop';

export default function loopGuardPlugin({ types: t }: { types: any }) {
  const guarded = new WeakSet<object>();
  const helper = (name: 'start' | 'check') =>
    t.memberExpression(t.identifier(LOOP_GUARD_GLOBAL), t.identifier(name));

  return {
    name: 'playground-loop-guard',
    visitor: {
      'WhileStatement|DoWhileStatement|ForStatement|ForInStatement|ForOfStatement'(path: any, state: any) {
        if (guarded.has(path.node)) return;
        guarded.add(path.node);
        // `state` is this file's pass: the count starts over in each file.
        state.loops = (state.loops ?? 0) + 1;
        const file = String(state.filename ?? '').split('/').pop() || 'the code';
        const site = t.stringLiteral(`${file}#${state.loops}`);
        const start = path.scope.generateUidIdentifier('loopStart');
        const check = t.expressionStatement(t.callExpression(helper('check'), [t.cloneNode(start)]));
        const body = path.get('body');
        if (body.isBlockStatement()) {
          body.unshiftContainer('body', check);
        } else {
          body.replaceWith(t.blockStatement([check, body.node]));
        }
        let target = path;
        while (target.parentPath && target.parentPath.isLabeledStatement()) target = target.parentPath;
        target.insertBefore(
          t.variableDeclaration('const', [t.variableDeclarator(start, t.callExpression(helper('start'), [site]))]),
        );
      },
    },
  };
}
