/**
 * One home per job: a source file that grows past a few hundred lines is
 * doing several jobs, and each job wants a file of its own (a hook, a part)
 * named for it, where the next maintainer can find it. This test fails when
 * a file in one of the folders below has more lines than its limit, naming
 * every such file with its count.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { siteDir } from '../../src/site-dir.mjs';

/** The folders held to a limit, and the most lines a file in them may have. */
const LIMITS = [{ dir: 'src/playground', maxLines: 300 }];

/** Every file under `dir`, as paths relative to the site's root. */
function filesUnder(dir) {
  return fs
    .readdirSync(path.join(siteDir, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Lines as an editor numbers them: a final newline ends the last line, it does not start one. */
function countLines(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

test('countLines counts what an editor shows', () => {
  assert.equal(countLines(''), 0);
  assert.equal(countLines('a'), 1);
  assert.equal(countLines('a\n'), 1);
  assert.equal(countLines('a\nb\n'), 2);
  assert.equal(countLines('a\n\n'), 2);
});

for (const { dir, maxLines } of LIMITS) {
  test(`no file under ${dir}/ has more than ${maxLines} lines`, () => {
    const files = filesUnder(dir);
    assert.ok(files.length > 0, `${dir}/ holds no files: is the folder gone?`);
    const over = files
      .map((file) => ({ file, lines: countLines(fs.readFileSync(path.join(siteDir, file), 'utf8')) }))
      .filter(({ lines }) => lines > maxLines);
    assert.deepEqual(
      over.map(({ file, lines }) => `${file}: ${lines} lines`),
      [],
      `split these files along their jobs (at most ${maxLines} lines each)`,
    );
  });
}
