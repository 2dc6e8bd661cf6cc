/**
 * One share card: a 1200x630 PNG with the page's title, its section and the
 * site's name, in the colours of the site's dark theme and its cover
 * (static/img/cover.png). Laid out by satori (which needs the font files
 * themselves: Inter from @fontsource/inter, no network), rasterised by
 * resvg, the renderer of scripts/generate-cover.mjs, and encoded by pngjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { PNG } from 'pngjs';

const require = createRequire(import.meta.url);
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const WIDTH = 1200;
const HEIGHT = 630;

/** The site's dark-theme colours (src/tokens/tokens.stylex.ts) and the cover's glow. */
const palette = {
  background: '#0d0f14',
  glow: '#3a2396',
  text: '#f2f3f7',
  muted: '#a7adbd',
  accent: '#c2b6ff',
  grid: '#a594ff24',
};

const fontFile = (weight) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const logoFile = path.join(siteDir, 'static/img/logo-dark.svg');

/** Everything a card's pixels depend on besides its text: a change to any of these redraws every card. */
export const DESIGN_FILES = [fileURLToPath(import.meta.url), fontFile(400), fontFile(700), logoFile];

let assets;
function loadAssets() {
  assets ??= {
    fonts: [
      { name: 'Inter', data: fs.readFileSync(fontFile(400)), weight: 400, style: 'normal' },
      { name: 'Inter', data: fs.readFileSync(fontFile(700)), weight: 700, style: 'normal' },
    ],
    logo: `data:image/svg+xml;base64,${fs.readFileSync(logoFile).toString('base64')}`,
  };
  return assets;
}

const h = (type, style, children) => ({ type, props: { style, children } });

/** Long titles get a smaller size so that three lines at most fill the card. */
function titleSize(title) {
  if (title.length <= 28) return 80;
  if (title.length <= 48) return 68;
  return 56;
}

/** The card for `title` in `section` (`Learn · Installation`), signed with `siteName` and `host`. */
export async function renderCard({ title, section, siteName, host }) {
  const { fonts, logo } = loadAssets();
  // The cover's grid, drawn as one SVG image so it takes no part in the layout.
  const lines = [
    ...Array.from({ length: 14 }, (_, i) => `<line x1="${i * 44}" y1="0" x2="${i * 44}" y2="${HEIGHT}"/>`),
    ...Array.from({ length: 15 }, (_, i) => `<line x1="0" y1="${i * 44}" x2="580" y2="${i * 44}"/>`),
  ].join('');
  const gridSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="580" height="${HEIGHT}" fill="none" stroke="${palette.grid}" stroke-width="2">${lines}</svg>`;
  const grid = {
    type: 'img',
    props: {
      src: `data:image/svg+xml;base64,${Buffer.from(gridSvg).toString('base64')}`,
      width: 580,
      height: HEIGHT,
      style: { position: 'absolute', left: 620, top: 0 },
    },
  };
  const tree = h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      padding: '72px 88px',
      boxSizing: 'border-box',
      position: 'relative',
      backgroundColor: palette.background,
      backgroundImage: `linear-gradient(90deg, ${palette.background} 35%, ${palette.glow} 100%)`,
      fontFamily: 'Inter',
      color: palette.text,
    },
    [
      grid,
      h('div', { display: 'flex', alignItems: 'center', gap: 24 }, [
        { type: 'img', props: { src: logo, width: 72, height: 72 } },
        h('div', { fontSize: 44, fontWeight: 700 }, siteName),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 1000, marginTop: 'auto', marginBottom: 80 }, [
        h('div', { fontSize: 34, color: palette.accent }, section),
        h(
          'div',
          { fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1, letterSpacing: -1, lineClamp: 3 },
          title,
        ),
      ]),
      h('div', { position: 'absolute', left: 88, bottom: 60, fontSize: 28, color: palette.muted }, host),
    ],
  );
  const svg = await satori(tree, { width: WIDTH, height: HEIGHT, fonts });
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render();
  // Re-encoded as RGB with the Paeth filter: a third of resvg's own PNG, same pixels.
  const png = new PNG({ width: image.width, height: image.height });
  png.data = image.pixels;
  return PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, filterType: 4 });
}
