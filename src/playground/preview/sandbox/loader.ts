import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as stylex from '@stylexjs/stylex';
import { resolveImport } from '../../compiler/resolve';
import { LOOP_GUARD_GLOBAL } from '../../compiler/loopGuard';
import { LOOP_LIMIT_MS } from '../protocol';
import { CompileFunction, now } from './intrinsics';

/* eslint-disable @typescript-eslint/no-explicit-any -- user modules are untyped. */

const builtins: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  '@stylexjs/stylex': stylex,
};

/** The loops stopped in this frame, by name (see ../../compiler/loopGuard.ts). */
const stoppedLoops = new Set<string>();
const loopGuard = {
  start: (site: string) => ({ site, at: now() }),
  check(loop: { site: string; at: number }) {
    // A loop stopped once stops at its first check from then on: React calls
    // a component that threw again (several times), and each call would
    // otherwise run the loop for the whole limit again.
    if (stoppedLoops.has(loop.site) || now() - loop.at > LOOP_LIMIT_MS) {
      stoppedLoops.add(loop.site);
      const file = loop.site.split('#')[0];
      throw new RangeError(
        `A loop in ${file} ran for more than ${LOOP_LIMIT_MS / 1000} s and was stopped. Is it an infinite loop?`,
      );
    }
  },
};

/** Compiles every module of the build (before lockDown), then runs the entry. */
export function evaluate(modules: Record<string, string>, entry: string): () => any {
  const names = new Set(Object.keys(modules));
  const factories = new Map<string, (...args: unknown[]) => void>();
  for (const name of names) {
    factories.set(
      name,
      new CompileFunction(
        'require',
        'module',
        'exports',
        LOOP_GUARD_GLOBAL,
        `${modules[name]}\n//# sourceURL=playground:///${name}`,
      ) as (...args: unknown[]) => void,
    );
  }
  const cache = new Map<string, { exports: any }>();
  const load = (name: string): any => {
    const cached = cache.get(name);
    if (cached) return cached.exports;
    const module = { exports: {} as any };
    cache.set(name, module);
    factories.get(name)!(requireFrom(name), module, module.exports, loopGuard);
    return module.exports;
  };
  const requireFrom = (from: string) => (specifier: string) => {
    if (Object.prototype.hasOwnProperty.call(builtins, specifier)) return builtins[specifier];
    const resolved = resolveImport(specifier, from, names);
    if (resolved == null) {
      throw new Error(
        specifier.startsWith('.')
          ? `Cannot find '${specifier}' (imported by ${from}): there is no such file in the playground.`
          : `Cannot import '${specifier}' in ${from}: the preview provides react, react-dom and @stylexjs/stylex, plus the playground's own files.`,
      );
    }
    return load(resolved);
  };
  return () => load(entry);
}

/** A module's only exported component (a capitalized function), if it has exactly one. */
export function soleComponent(exports: any): any {
  if (!exports || typeof exports !== 'object') return undefined;
  const components = Object.keys(exports).filter(
    (key) => /^[A-Z]/.test(key) && typeof exports[key] === 'function',
  );
  return components.length === 1 ? exports[components[0]] : undefined;
}
