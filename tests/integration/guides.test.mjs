/**
 * Builds every installation guide for real: its files and install commands
 * come from the guide's MDX (tests/integration/lib/guide-mdx.mjs), packages
 * from the registry. One project after another, sharing npm's cache.
 *
 *   npm run test:integration                     every guide
 *   GUIDES=vite,nextjs npm run test:integration  some of them
 *   KEEP_PROJECTS=1 …                            leave the projects in the temp folder
 *
 * Servers listen on INTEGRATION_PORT (default 3131) and the two ports after it.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { guides, PROBE } from './guides.mjs';
import {
  closeBrowser,
  computedStyle,
  createProject,
  cssHasRule,
  expectedRule,
  listFiles,
  npmEnv,
  run,
  serveStatic,
  startServer,
} from './lib/project.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const basePort = Number(process.env.INTEGRATION_PORT ?? 3131);
const only = process.env.GUIDES?.split(',').map((s) => s.trim());
const rule = expectedRule(PROBE.property, PROBE.value);
const summary = [];

after(async () => {
  await closeBrowser();
  console.log('\nInstallation guides built (install and build times in seconds):');
  for (const row of summary) console.log(`  ${row}`);
});

const log = (line) => console.log(`[integration] ${line}`);

for (const guide of guides) {
  if (only && !only.includes(guide.id)) continue;

  if (guide.notRunnable) {
    test(`${guide.id}: not built here`, () => {
      assert.ok(fs.existsSync(path.join(siteDir, guide.page)), `${guide.page} is missing`);
      log(`${guide.id}: NOT BUILT. ${guide.notRunnable}`);
      summary.push(`${guide.id}: not built: ${guide.notRunnable.split(' (')[0]}`);
    });
    continue;
  }

  test(`${guide.id}: the guide builds and its component is styled`, { timeout: 15 * 60_000 }, async (t) => {
    const project = await createProject(guide, siteDir);
    log(`${guide.id}: installed in ${project.installSeconds.toFixed(1)}s: ${project.versions.join(' ')}`);
    t.after(() => {
      if (!process.env.KEEP_PROJECTS) fs.rmSync(project.dir, { recursive: true, force: true });
      else log(`${guide.id}: project kept in ${project.dir}`);
    });
    const pkg = JSON.parse(fs.readFileSync(path.join(project.dir, 'package.json'), 'utf8'));
    const missing = project.versions.filter((v) => v.endsWith('@missing'));
    assert.deepEqual(missing, [], 'every package the guide installs is in node_modules');

    if (guide.lint) {
      await lintGuide(guide, project, pkg);
      return;
    }

    assert.ok(pkg.scripts?.build, `${guide.page}: package.json has a build script`);
    const started = Date.now();
    await run('npm run build', { cwd: project.dir, env: npmEnv });
    const buildSeconds = (Date.now() - started) / 1000;
    log(`${guide.id}: built in ${buildSeconds.toFixed(1)}s`);

    const outputs = guide.output.flatMap((dir) => listFiles(path.join(project.dir, dir)));
    const cssFiles = outputs.filter((f) => f.endsWith('.css'));
    const css = cssFiles.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    assert.ok(
      cssHasRule(css, rule),
      `${guide.id}: the built CSS (${cssFiles.map((f) => path.relative(project.dir, f)).join(', ') || 'no CSS file'}) ` +
        `has no rule .${rule.className}{${rule.declaration}}`,
    );
    const markup = outputs.filter((f) => /\.(html|[cm]?js)$/.test(f));
    assert.ok(
      markup.some((f) => fs.readFileSync(f, 'utf8').includes(rule.className)),
      `${guide.id}: no built JS or HTML file uses the class ${rule.className}`,
    );

    const checked = ['built CSS rule', 'class in built JS/HTML'];
    await checkInBrowser(guide, project, 'production build', guide.serve, basePort);
    checked.push('computed style (build)');
    if (guide.dev) {
      await checkInBrowser(guide, project, 'dev server', guide.dev, basePort + 1);
      checked.push('computed style (dev server)');
    }
    summary.push(
      `${guide.id}: install ${project.installSeconds.toFixed(1)}, build ${buildSeconds.toFixed(1)}; ` +
        `${checked.join(', ')}; ${project.versions.join(' ')}`,
    );
  });
}

async function checkInBrowser(guide, project, label, how, port) {
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
    const server = await startServer(how.command.replace('{port}', String(port)), {
      cwd: project.dir,
      url,
    });
    stop = server.stop;
  }
  try {
    const { value, errors } = await computedStyle(url, {
      selector: guide.selector,
      text: guide.text,
      property: PROBE.css,
      expected: PROBE.computed,
    });
    assert.equal(value, PROBE.computed, `${guide.id} (${label}): ${PROBE.css} of <${guide.selector}>`);
    assert.deepEqual(errors, [], `${guide.id} (${label}): no uncaught error in the page`);
    log(`${guide.id}: ${label} shows ${PROBE.css}: ${value}`);
  } finally {
    await stop();
  }
}

/**
 * The ESLint guide has nothing to build: its lint script must pass on the
 * guide's component, and report a mistake the plugin exists to catch.
 */
async function lintGuide(guide, project, pkg) {
  assert.ok(pkg.scripts?.lint, `${guide.page}: package.json has a lint script`);
  const started = Date.now();
  await run('npm run lint', { cwd: project.dir, env: npmEnv });
  const seconds = (Date.now() - started) / 1000;
  fs.writeFileSync(
    path.join(project.dir, 'src', 'Broken.tsx'),
    "import * as stylex from '@stylexjs/stylex';\n\n" +
      "export const styles = stylex.create({ box: { colour: 'red' } });\n",
  );
  await assert.rejects(
    run('npm run lint', { cwd: project.dir, env: npmEnv }),
    /@stylexjs\/valid-styles/,
    'the lint script reports an invalid property with @stylexjs/valid-styles',
  );
  log(`${guide.id}: lint passed in ${seconds.toFixed(1)}s and caught an invalid property`);
  summary.push(
    `${guide.id}: install ${project.installSeconds.toFixed(1)}, lint ${seconds.toFixed(1)}; ` +
      `clean lint, invalid property reported; ${project.versions.join(' ')}`,
  );
}
