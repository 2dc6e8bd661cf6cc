/**
 * Follows every installation guide for real, as a reader would: in page
 * order, in a clean shell environment, with each package manager's tab
 * (tests/integration/lib/guide-mdx.mjs reads the steps), packages from the
 * registry. Two projects at a time, sharing the managers' caches.
 *
 *   npm run test:integration                     every guide, the tabs listed in guides.mjs
 *   GUIDES=vite,nextjs npm run test:integration  some of them
 *   MANAGERS=all (or yarn,bun) …                  every tab (or these tabs) of each guide
 *   KEEP_PROJECTS=1 …                            leave the projects in the temp folder
 *
 * Servers listen on INTEGRATION_PORT (default 3131) and the ports after it:
 * two for each guide running at the same time (INTEGRATION_CONCURRENCY, 2).
 */
import test, { after, describe } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDIT, guides, isLongRunning, PROBE } from './guides.mjs';
import { MANAGERS, guideExcerpts, guideListings } from './lib/guide-mdx.mjs';
import { ensureTools, readerEnv, scriptCommand, scriptOutput, versionOf } from './lib/managers.mjs';
import { closeRegistryWithGaps, registryWithGaps, standInsServed } from './lib/registry-gaps.mjs';
import {
  closeBrowser,
  computedStyle,
  createProject,
  cssHasRule,
  expectedRule,
  listFiles,
  run,
  serveStatic,
  startServer,
} from './lib/project.mjs';
import { waitUntil } from '../lib/wait.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const basePort = Number(process.env.INTEGRATION_PORT ?? 3131);
const only = process.env.GUIDES?.split(',').map((s) => s.trim());
const managersWanted = process.env.MANAGERS === 'all' ? MANAGERS : process.env.MANAGERS?.split(',');
const rule = expectedRule(PROBE.property, PROBE.value);
const editedRule = expectedRule(EDIT.property, EDIT.value);
/** One row per guide and package manager, printed as a Markdown table at the end. */
const rows = [];

after(async () => {
  await closeBrowser();
  await closeRegistryWithGaps();
  if (standInsServed.size) log(`stand-ins served to Yarn for packages this registry lacks: ${[...standInsServed].join(', ')}`);
  const table = markdownTable(rows);
  console.log(`\nInstallation guides followed:\n\n${table}\n`);
  // The same table as a file, for a CI job summary or a report.
  fs.mkdirSync(path.join(siteDir, 'test-results'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'test-results', 'integration-guides.md'), `${table}\n`);
});

/**
 * The run as a Markdown table: what each guide started from, every step run
 * with its time (the scaffolder or package.json, installs, scripts, dev
 * command), the versions of the packages its "Tested versions" names, the
 * whole test's time and its result.
 */
function markdownTable(list) {
  const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\s+/g, ' ');
  const lines = [
    '| Guide | Package manager | Starts from | Steps run (seconds) | Key versions | Seconds | Result |',
    '| --- | --- | --- | --- | --- | ---: | --- |',
  ];
  for (const row of list) {
    const steps = row.steps.map(([name, seconds]) => `${name} ${seconds.toFixed(0)}`).join(', ');
    const columns = [row.guide, row.manager, row.startsFrom, steps, row.versions.join(' '), row.seconds.toFixed(0), row.result];
    lines.push(`| ${columns.map(cell).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Runs `work`, adding its time to the row's steps as `name`. */
async function step(row, name, work) {
  const started = Date.now();
  const result = await work();
  row.steps.push([name, (Date.now() - started) / 1000]);
  return result;
}

/**
 * The packages the page's "Tested versions" section names (`esbuild`,
 * `@stylexjs/unplugin`, …), at the versions this run installed.
 */
function keyVersions(guide, versions) {
  const page = fs.readFileSync(path.join(siteDir, guide.page), 'utf8');
  const section = page.slice(page.indexOf('## Tested versions'));
  return versions.filter((spec) => {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    // A name as a word of its own, in any case (`Bun 1.4.5`, `TypeScript 5.9.3`).
    return new RegExp(`(^|[\\s(\`])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s,)\`]`, 'i').test(section);
  });
}

const log = (line) => console.log(`[integration] ${line}`);

/**
 * Two guides at a time (INTEGRATION_CONCURRENCY): most of a guide's time is
 * the package manager waiting on the registry, which another guide's build
 * can use. Each running guide holds a slot, and with it two ports of its own;
 * Yarn 1 and Bun run one project at a time, since their global folders and
 * caches take no concurrent writers.
 */
const concurrency = Number(process.env.INTEGRATION_CONCURRENCY ?? 2);
const freeSlots = Array.from({ length: concurrency }, (_, i) => i);
const busyManagers = new Set();
const waiting = [];

async function withSlot(manager, work) {
  const exclusive = manager === 'yarn' || manager === 'bun';
  while (freeSlots.length === 0 || (exclusive && busyManagers.has(manager))) {
    await new Promise((resolve) => waiting.push(resolve));
  }
  const slot = freeSlots.shift();
  if (exclusive) busyManagers.add(manager);
  try {
    return await work(basePort + 2 * slot);
  } finally {
    freeSlots.push(slot);
    busyManagers.delete(manager);
    for (const wake of waiting.splice(0)) wake();
  }
}

describe('installation guides', { concurrency }, () => {
  for (const guide of guides) {
    if (only && !only.includes(guide.id)) continue;
    for (const manager of managersWanted ?? guide.managers) {
      test(`${guide.id} with ${manager}: the guide, followed as written, works`, { timeout: 15 * 60_000 }, (t) =>
        withSlot(manager, (port) => followGuide(t, guide, manager, port)),
      );
    }
  }
});

async function followGuide(t, guide, manager, port) {
  if (manager !== 'npm' || guide.tools?.length) ensureTools();
  const managerVersion = versionOf(manager);
  const label = `${guide.id} (${manager} ${managerVersion})`;
  const row = { guide: guide.id, manager: `${manager} ${managerVersion}`, startsFrom: 'empty folder', steps: [], versions: [] };
  rows.push(row);
  const started = Date.now();
  try {
    if (guide.unpublished) await step(row, 'commands that must fail', () => checkUnpublished(guide));
    else await followSteps(t, guide, manager, port, label, row);
    row.result = 'pass';
  } catch (error) {
    row.result = `FAIL: ${error.message.split('\n')[0].slice(0, 240)}`;
    throw error;
  } finally {
    row.seconds = (Date.now() - started) / 1000;
  }
}

async function followSteps(t, guide, manager, port, label, row) {
  const onStep = (name, seconds) => {
    if (name !== 'install') row.startsFrom = name;
    row.steps.push([name, seconds]);
  };
  // A guide whose packages need a newer Node.js than the suite's runs on one (`node` in guides.mjs).
  const env = readerEnv({ nodeMajor: guide.node });
  // Yarn 1 stops on an optional dependency this registry lacks (lib/registry-gaps.mjs).
  if (manager === 'yarn') env.npm_config_registry = await registryWithGaps();
  const project = { ...(await createProject(guide, siteDir, manager, { onStep, env })), port, env };
  row.versions = [
    ...(guide.node ? [`node@${versionOf('node', env).replace(/^v/, '')}`] : []),
    ...(guide.tools ?? []).map((tool) => `${tool}@${versionOf(tool)}`),
    ...keyVersions(guide, project.versions),
  ];
  log(`${label}: installed in ${project.installSeconds.toFixed(1)}s: ${project.versions.join(' ')}`);
  t.after(() => {
    if (!process.env.KEEP_PROJECTS) fs.rmSync(project.root, { recursive: true, force: true });
    else log(`${label}: project kept in ${project.dir}`);
  });
  const pkg = JSON.parse(fs.readFileSync(path.join(project.dir, 'package.json'), 'utf8'));
  const problems = installProblems(guide, project, pkg, manager);
  try {
    await (guide.lint ? lintGuide : buildGuide)(guide, project, pkg, manager, label, row);
  } catch (error) {
    if (problems.length) error.message += `\n\nAfter the install steps, also:\n- ${problems.join('\n- ')}`;
    throw error;
  }
  assert.deepEqual(problems, [], `${label}: the install steps leave a working project`);
}

async function buildGuide(guide, project, pkg, manager, label, row) {
  assert.ok(pkg.scripts?.build, `${guide.page}: package.json has a build script`);
  await step(row, 'build', () => run(scriptCommand(manager, 'build'), { cwd: project.dir, env: project.env }));
  log(`${label}: built in ${row.steps.at(-1)[1].toFixed(1)}s`);
  // Every other script of the page's package.json must work too (`typecheck`, …).
  for (const script of Object.keys(pkg.scripts)) {
    if (script === 'build' || isLongRunning(script)) continue;
    await step(row, script, () => run(scriptCommand(manager, script), { cwd: project.dir, env: project.env }));
  }

  const css = builtCss(guide, project);
  assert.ok(
    cssHasRule(css.text, rule),
    `${label}: the built CSS (${css.files.join(', ') || 'no CSS file'}) has no rule .${rule.className}{${rule.declaration}}`,
  );
  const markup = guide.output
    .flatMap((dir) => listFiles(path.join(project.dir, dir)))
    .filter((f) => /\.(html|[cm]?js)$/.test(f));
  assert.ok(
    markup.some((f) => fs.readFileSync(f, 'utf8').includes(rule.className)),
    `${label}: no built JS or HTML file uses the class ${rule.className}`,
  );
  checkExcerpts(guide, project, label);
  checkListings(guide, project, label);
  await step(row, 'browser', () => checkInBrowser(guide, project, manager, 'production build', guide.serve, project.port));
  if (guide.dev) await checkDev(guide, project, manager, label, row);
}

/**
 * What the install steps must leave: every package in node_modules and
 * recorded in package.json (a file pasted whole after an install erases what
 * the install recorded, and the next install removes those packages), no
 * peer-dependency conflict npm had to override, and one exact version across
 * packages the page asks to keep in step. Returns the problems found, so the
 * rest of the guide is still followed and every failing check is reported.
 */
function installProblems(guide, project, pkg, manager) {
  const problems = [];
  const missing = project.versions.filter((v) => v.endsWith('@missing'));
  if (missing.length) problems.push(`not in node_modules: ${missing.join(' ')}`);
  const recorded = { ...pkg.dependencies, ...pkg.devDependencies };
  const unrecorded = project.requested.filter((name) => !(name in recorded));
  if (unrecorded.length) problems.push(`installed but not in package.json (a later install removes them): ${unrecorded.join(' ')}`);
  if (manager === 'npm' && /ERESOLVE/.test(project.installOutput)) {
    problems.push(`npm overrode a peer dependency (ERESOLVE):\n${project.installOutput.slice(0, 2000)}`);
  }
  if (guide.sameVersion) {
    const specs = guide.sameVersion.map((name) => `${name}@${recorded[name]}`);
    const versions = new Set(guide.sameVersion.map((name) => recorded[name]));
    if (versions.size !== 1 || !/^\d/.test([...versions][0])) {
      problems.push(`package.json does not pin one exact version: ${specs.join(' ')}`);
    }
  }
  return problems;
}

/**
 * The page's "What you should see" step quotes the files the build writes
 * (`dist/assets/index-[hash].css (excerpt)`): each must exist and hold the
 * quoted text, whitespace aside. Returns what was checked.
 */
function checkExcerpts(guide, project, label) {
  const excerpts = guideExcerpts(path.join(siteDir, guide.page)).filter((e) => !e.terminal);
  assert.ok(excerpts.length, `${guide.page} quotes no built file (a block titled "<path> (excerpt)")`);
  const files = listFiles(project.dir).map((f) => path.relative(project.dir, f));
  return excerpts.map((excerpt) => {
    const matching = files.filter((f) => excerpt.pattern.test(f.split(path.sep).join('/')));
    assert.ok(matching.length, `${label}: ${guide.page}:${excerpt.line}: the build wrote no ${excerpt.path}`);
    const text = matching.map((f) => fs.readFileSync(path.join(project.dir, f), 'utf8')).join('\n');
    const flat = text.replace(/\s+/g, '');
    const around = flat.indexOf(rule.className);
    assert.ok(
      flat.includes(excerpt.code.replace(/\s+/g, '')),
      `${label}: ${guide.page}:${excerpt.line}: ${matching.join(', ')} does not contain what the page quotes:\n${excerpt.code}` +
        (around === -1 ? '' : `\naround .${rule.className}: ${flat.slice(Math.max(0, around - 120), around + 120)}`),
    );
    return `${excerpt.path} as quoted`;
  });
}

/**
 * The page's listings of what a folder of the build holds (a block titled
 * `dist/`): the folder must hold exactly what is listed, so a file the page
 * leaves out fails as surely as one it invents.
 */
function checkListings(guide, project, label) {
  for (const { folder, entries, line } of guideListings(path.join(siteDir, guide.page))) {
    const where = `${label}: ${guide.page}:${line}: ${folder}`;
    const root = path.join(project.dir, folder);
    const files = listFiles(root).map((f) => path.relative(root, f).split(path.sep).join('/'));
    assert.ok(files.length, `${where}: the build wrote no such folder`);
    const unlisted = files.filter((f) => !entries.some(({ pattern }) => pattern.test(f)));
    const missing = entries.filter(({ pattern }) => !files.some((f) => pattern.test(f))).map(({ entry }) => entry);
    assert.deepEqual(
      { unlisted, missing },
      { unlisted: [], missing: [] },
      `${where} does not list what the build wrote there:\n${files.sort().join('\n')}`,
    );
  }
}

/**
 * A page that says a package is not on the registry: each command it quotes
 * (`unpublished` in guides.mjs, shown on the page) must still fail, in an
 * empty folder, printing what its `Terminal (excerpt)` blocks quote. Once the
 * package is published, this fails, and the page becomes a guide.
 */
async function checkUnpublished(guide) {
  const page = fs.readFileSync(path.join(siteDir, guide.page), 'utf8');
  const quoted = guideExcerpts(path.join(siteDir, guide.page)).filter((e) => e.terminal);
  assert.ok(quoted.length, `${guide.page} quotes no error (a block titled "Terminal (excerpt)")`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `stylex-guide-${guide.id}-`));
  try {
    const outputs = [];
    for (const command of guide.unpublished) {
      assert.ok(page.includes(command), `${guide.page} does not show \`${command}\``);
      outputs.push(
        await run(command, { cwd: folder, timeoutMs: 120_000 }).then(
          (output) => assert.fail(`\`${command}\` worked: the package is published now, so ${guide.page} must become a guide:\n${output}`),
          (error) => error.message,
        ),
      );
    }
    for (const excerpt of quoted) {
      assert.ok(
        outputs.some((output) => output.replace(/\s+/g, '').includes(excerpt.code.replace(/\s+/g, ''))),
        `${guide.page}:${excerpt.line}: no command printed what the page quotes:\n${excerpt.code}\n\nThey printed:\n${outputs.join('\n')}`,
      );
    }
    log(`${guide.id}: ${guide.unpublished.map((c) => `\`${c}\``).join(', ')} still fail as the page says`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The CSS files in the guide's output and their text. A watch build may
 * remove a file between the listing and the reading (the Rollup guide
 * removes its stylesheet when a rebuild starts): such a file is left out.
 */
function builtCss(guide, project) {
  const read = guide.output
    .flatMap((dir) => listFiles(path.join(project.dir, dir)))
    .filter((f) => f.endsWith('.css'))
    .flatMap((f) => {
      try {
        return [[path.relative(project.dir, f), fs.readFileSync(f, 'utf8')]];
      } catch (error) {
        if (error.code === 'ENOENT') return [];
        throw error;
      }
    });
  return { files: read.map(([file]) => file), text: read.map(([, text]) => text).join('\n') };
}

/**
 * The guide's dev command: a dev server checked in the browser, or a watch
 * build that must write the rule into a fresh output folder, then served.
 * With `edit`, the page's "What you should see" step asks for EDIT while the
 * watch runs: the rebuild must replace the old radius' rule with the new
 * one, and the served page must show the new radius. A watch must then end
 * on SIGTERM, as it does on Ctrl+C.
 */
async function checkDev(guide, project, manager, label, row) {
  const port = project.port + 1;
  const { script, args = '', watch, edit } = guide.dev;
  const command = scriptCommand(manager, script, args.replace('{port}', String(port)));
  if (!watch) {
    await step(row, script, () => checkInBrowser(guide, project, manager, `\`${command}\``, { command }, port));
    return;
  }
  for (const dir of guide.output) fs.rmSync(path.join(project.dir, dir), { recursive: true, force: true });
  const started = Date.now();
  const watcher = await startServer(command, {
    cwd: project.dir,
    env: project.env,
    ready: async () => cssHasRule(builtCss(guide, project).text, rule),
  });
  let stopped;
  try {
    await checkInBrowser(guide, project, manager, `\`${command}\``, guide.serve, port);
    row.steps.push([script, (Date.now() - started) / 1000]);
    log(`${label}: \`${command}\` wrote the rule`);
    if (edit) await step(row, 'edit', () => checkRebuild(guide, project, manager, command, watcher, port));
  } finally {
    stopped = await watcher.stop();
  }
  assert.ok(!stopped.killed, `${label}: \`${command}\` did not end within 10 s of SIGTERM`);
}

/** The page's edit, made while the watch build runs, and what the rebuild must show. */
async function checkRebuild(guide, project, manager, command, watcher, port) {
  const page = fs.readFileSync(path.join(siteDir, guide.page), 'utf8');
  for (const words of [EDIT.from, EDIT.to, EDIT.file]) {
    assert.ok(page.includes(`\`${words}\``), `${guide.page} does not ask for the edit the suite makes (\`${words}\`)`);
  }
  editFile(guide, project, EDIT);
  const rebuilt = await waitUntil(
    () => {
      const { text } = builtCss(guide, project);
      return cssHasRule(text, editedRule) && !cssHasRule(text, rule);
    },
    { timeoutMs: 30_000 },
  );
  const { files, text } = builtCss(guide, project);
  const has = (r) => `.${r.className}{${r.declaration}} ${cssHasRule(text, r) ? 'yes' : 'no'}`;
  assert.ok(
    rebuilt,
    `${guide.id} with ${manager}: 30 s after \`${EDIT.to}\` in ${EDIT.file} under \`${command}\`, ` +
      `${files.join(', ') || 'no CSS file'} holds the new ${has(editedRule)}, the old ${has(rule)}:\n${text.slice(-3000)}` +
      `\n\nThe watch printed:\n${watcher.output().slice(-3000)}`,
  );
  await checkInBrowser(guide, project, manager, `\`${command}\` after the edit`, guide.serve, port, EDIT.computed);
}

/** Replaces `from` (which must be there once) with `to` in a project file. */
function editFile(guide, project, { file, from, to }) {
  const source = fs.readFileSync(path.join(project.dir, file), 'utf8');
  assert.equal(source.split(from).length, 2, `${guide.page}: ${file} has \`${from}\` once`);
  fs.writeFileSync(path.join(project.dir, file), source.replace(from, to));
}

async function checkInBrowser(guide, project, manager, label, how, port, changed = {}) {
  const url = `http://127.0.0.1:${port}/`;
  let stop;
  if (how.static) {
    const server = await serveStatic(path.join(project.dir, how.static), port);
    stop = () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
  } else {
    const command = how.command ?? scriptCommand(manager, how.script, how.args.replace('{port}', String(port)));
    const server = await startServer(command, { cwd: project.dir, env: project.env, url });
    stop = server.stop;
  }
  try {
    const expected = { ...PROBE.computed, ...changed };
    const { values, hoveredValues, errors } = await computedStyle(url, {
      selector: guide.selector,
      text: guide.text,
      expected,
      hovered: PROBE.hovered,
    });
    const where = `${guide.id} with ${manager} (${label}): <${guide.selector}> showing "${guide.text}"`;
    assert.deepEqual(values, expected, `${where}: computed style`);
    assert.deepEqual(hoveredValues, PROBE.hovered, `${where}: computed style under the pointer`);
    assert.deepEqual(errors, [], `${where}: no uncaught error in the page`);
    log(`${guide.id} with ${manager}: ${label} shows ${JSON.stringify(values)}, hovered ${JSON.stringify(hoveredValues)}`);
  } finally {
    await stop();
  }
}

/**
 * The ESLint guide has nothing to build. The page promises that ESLint prints
 * nothing on its component, so any output (a warning too) fails; then, after
 * the typo its "What you should see" step makes, the lint script must fail
 * and print what the page quotes.
 */
async function lintGuide(guide, project, pkg, manager, label, row) {
  assert.ok(pkg.scripts?.lint, `${guide.page}: package.json has a lint script`);
  const output = await step(row, 'lint', () => run(scriptCommand(manager, 'lint'), { cwd: project.dir, env: project.env }));
  const seconds = row.steps.at(-1)[1];
  assert.equal(scriptOutput(output), '', `${label}: ESLint prints nothing on the guide's files`);
  const { file, to } = guide.lint;
  editFile(guide, project, guide.lint);
  const failure = await step(row, 'lint after the typo', () =>
    run(scriptCommand(manager, 'lint'), { cwd: project.dir, env: project.env }).then(
      () => assert.fail(`${label}: the lint script passes with \`${to}\` in ${file}`),
      (error) => error.message,
    ),
  );
  const quoted = guideExcerpts(path.join(siteDir, guide.page)).filter((e) => e.terminal);
  assert.ok(quoted.length, `${guide.page} quotes no lint output (a block titled "Terminal (excerpt)")`);
  for (const excerpt of quoted) {
    assert.ok(
      failure.replace(/\s+/g, '').includes(excerpt.code.replace(/\s+/g, '')),
      `${label}: ${guide.page}:${excerpt.line}: the lint output is not what the page quotes:\n${excerpt.code}\n\nIt printed:\n${failure}`,
    );
  }
  log(`${label}: lint printed nothing in ${seconds.toFixed(1)}s, then what the page quotes`);
}
