/**
 * The analytics switch (src/data/analytics.ts): production builds made on
 * Vercel (`VERCEL=1`, the only host that serves the script) register the
 * analytics client module; other hosts do not, so their pages never ask for
 * a script that is not there. `ANALYTICS=off` (and its spellings) leaves it
 * out on Vercel, `ANALYTICS=on` asks for it elsewhere, and development never
 * has it.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../src/plugins/sample-output/code-samples.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const { analyticsEnabled, analyticsClientModules } = loadTs(path.join(siteDir, 'src/data/analytics.ts'));

test('on in production builds made on Vercel', () => {
  assert.equal(analyticsEnabled({ NODE_ENV: 'production', VERCEL: '1' }), true);
  assert.equal(analyticsEnabled({ NODE_ENV: 'production', VERCEL: '1', ANALYTICS: '' }), true);
  assert.deepEqual(analyticsClientModules({ NODE_ENV: 'production', VERCEL: '1' }), ['./src/clientModules/analytics.ts']);
});

test('off in production builds made anywhere else, unless asked for', () => {
  for (const VERCEL of [undefined, '', '0']) {
    assert.equal(analyticsEnabled({ NODE_ENV: 'production', VERCEL }), false, String(VERCEL));
  }
  assert.deepEqual(analyticsClientModules({ NODE_ENV: 'production' }), []);
  assert.equal(analyticsEnabled({ NODE_ENV: 'production', ANALYTICS: 'on' }), true);
  assert.equal(analyticsEnabled({ NODE_ENV: 'production', ANALYTICS: ' ON ' }), true);
});

test('ANALYTICS=off switches it off on Vercel too', () => {
  for (const value of ['off', 'OFF', ' false ', '0', 'no']) {
    assert.equal(analyticsEnabled({ NODE_ENV: 'production', VERCEL: '1', ANALYTICS: value }), false, value);
  }
  assert.deepEqual(analyticsClientModules({ NODE_ENV: 'production', VERCEL: '1', ANALYTICS: 'off' }), []);
});

test('never in development or tests', () => {
  for (const NODE_ENV of ['development', 'test', undefined]) {
    assert.equal(analyticsEnabled({ NODE_ENV, VERCEL: '1', ANALYTICS: 'on' }), false, String(NODE_ENV));
  }
  assert.deepEqual(analyticsClientModules({ NODE_ENV: 'development', VERCEL: '1' }), []);
});

test('the registered client module exists', () => {
  for (const file of analyticsClientModules({ NODE_ENV: 'production', VERCEL: '1' })) {
    assert.ok(fs.existsSync(path.join(siteDir, file)), file);
  }
});

test('docusaurus.config.ts registers the client modules from this switch', () => {
  const config = fs.readFileSync(path.join(siteDir, 'docusaurus.config.ts'), 'utf8');
  assert.match(config, /\.\.\.analyticsClientModules\(process\.env\)/);
});
