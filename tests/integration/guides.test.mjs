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
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { guides, isLongRunning, PROBE } from './guides.mjs';
import { MANAGERS, guideExcerpts } from './lib/guide-mdx.mjs';
import { ensureTools, scriptCommand, scriptOutput, versionOf } from './lib/managers.mjs';
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

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const basePort = Number(process.env.INTEGRATION_PORT ?? 3131);
const only = process.env.GUIDES?.split(',').map((s) => s.trim());
const managersWanted = process.env.MANAGERS === 'all' ? MANAGERS : process.env.MANAGERS?.split(',');
const rule = expectedRule(PROBE.property, PROBE.value);
const summary = [];

after(async () => {
  await closeBrowser();
  console.log('\nInstallation guides followed (install and build times in seconds):');
  for (const row of summary) console.log(`  ${row}`);
});

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
  const managerVersion = manager === 'npm' ? versionOf('npm') : (ensureTools(), versionOf(manager));
  const label = `${guide.id} (${manager} ${managerVersion})`;
  const project = { ...(await createProject(guide, siteDir, manager)), port };
  log(`${label}: installed in ${project.installSeconds.toFixed(1)}s: ${project.versions.join(' ')}`);
  t.after(() => {
    if (!process.env.KEEP_PROJECTS) fs.rmSync(project.root, { recursive: true, force: true });
    else log(`${label}: project kept in ${project.dir}`);
  });
  const pkg = JSON.parse(fs.readFileSync(path.join(project.dir, 'package.json'), 'utf8'));
  const problems = installProblems(guide, project, pkg, manager);
  try {
    await (guide.lint ? lintGuide(guide, project, pkg, manager, label) : buildGuide(guide, project, pkg, manager, label));
  } catch (error) {
    if (problems.length) error.message += `\n\nAfter the install steps, also:\n- ${problems.join('\n- ')}`;
    throw error;
  }
  assert.deepEqual(problems, [], `${label}: the install steps leave a working project`);
}

async function buildGuide(guide, project, pkg, manager, label) {
  assert.ok(pkg.scripts?.build, `${guide.page}: package.json has a build script`);
  const started = Date.now();
  await run(scriptCommand(manager, 'build'), { cwd: project.dir });
  const buildSeconds = (Date.now() - started) / 1000;
  log(`${label}: built in ${buildSeconds.toFixed(1)}s`);
  const checked = ['build'];
  // Every other script of the page's package.json must work too (`typecheck`, …).
  for (const script of Object.keys(pkg.scripts)) {
    if (script === 'build' || isLongRunning(script)) continue;
    await run(scriptCommand(manager, script), { cwd: project.dir });
    checked.push(script);
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
  checked.push('built CSS rule', 'class in built JS/HTML');
  checked.push(...checkExcerpts(guide, project, label));
  await checkInBrowser(guide, project, manager, 'production build', guide.serve, project.port);
  checked.push('computed style (build)');
  if (guide.dev) {
    await checkDev(guide, project, manager, label);
    checked.push(`computed style (${guide.dev.script})`);
  }
  summary.push(
    `${label}: install ${project.installSeconds.toFixed(1)}, build ${buildSeconds.toFixed(1)}; ` +
      `${checked.join(', ')}; ${project.versions.join(' ')}`,
  );
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

function builtCss(guide, project) {
  const files = guide.output
    .flatMap((dir) => listFiles(path.join(project.dir, dir)))
    .filter((f) => f.endsWith('.css'));
  return {
    files: files.map((f) => path.relative(project.dir, f)),
    text: files.map((f) => fs.readFileSync(f, 'utf8')).join('\n'),
  };
}

/**
 * The guide's dev command: a dev server checked in the browser, or a watch
 * build that must write the rule into a fresh output folder, then served.
 */
async function checkDev(guide, project, manager, label) {
  const port = project.port + 1;
  const { script, args = '', watch } = guide.dev;
  const command = scriptCommand(manager, script, args.replace('{port}', String(port)));
  if (!watch) {
    await checkInBrowser(guide, project, manager, `\`${command}\``, { command }, port);
    return;
  }
  for (const dir of guide.output) fs.rmSync(path.join(project.dir, dir), { recursive: true, force: true });
  const watcher = await startServer(command, {
    cwd: project.dir,
    ready: async () => cssHasRule(builtCss(guide, project).text, rule),
  });
  try {
    await checkInBrowser(guide, project, manager, `\`${command}\``, guide.serve, port);
  } finally {
    await watcher.stop();
  }
  log(`${label}: \`${command}\` wrote the rule`);
}

async function checkInBrowser(guide, project, manager, label, how, port) {
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
    const server = await startServer(command, { cwd: project.dir, url });
    stop = server.stop;
  }
  try {
    const { values, hoveredValues, errors } = await computedStyle(url, {
      selector: guide.selector,
      text: guide.text,
      expected: PROBE.computed,
      hovered: PROBE.hovered,
    });
    const where = `${guide.id} with ${manager} (${label}): <${guide.selector}> showing "${guide.text}"`;
    assert.deepEqual(values, PROBE.computed, `${where}: computed style`);
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
async function lintGuide(guide, project, pkg, manager, label) {
  assert.ok(pkg.scripts?.lint, `${guide.page}: package.json has a lint script`);
  const started = Date.now();
  const output = await run(scriptCommand(manager, 'lint'), { cwd: project.dir });
  const seconds = (Date.now() - started) / 1000;
  assert.equal(scriptOutput(output), '', `${label}: ESLint prints nothing on the guide's files`);
  const { file, from, to } = guide.lint;
  const source = fs.readFileSync(path.join(project.dir, file), 'utf8');
  assert.equal(source.split(from).length, 2, `${guide.page}: ${file} has \`${from}\` once`);
  fs.writeFileSync(path.join(project.dir, file), source.replace(from, to));
  const failure = await run(scriptCommand(manager, 'lint'), { cwd: project.dir }).then(
    () => assert.fail(`${label}: the lint script passes with \`${to}\` in ${file}`),
    (error) => error.message,
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
  summary.push(
    `${label}: install ${project.installSeconds.toFixed(1)}, lint ${seconds.toFixed(1)}; ` +
      `no lint output, the quoted error after the typo; ${project.versions.join(' ')}`,
  );
}
