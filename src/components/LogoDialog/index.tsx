import React, { useEffect, useRef, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing, withIconButton } from '../../styles/shared';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { colors, fonts, logoSurfaceColors, motion, radii, space } from '../../tokens/tokens.stylex';

type Props = {
  open: boolean;
  onClose: () => void;
};

/**
 * Saves a file under a readable name. Going through a blob URL makes the
 * browser honour the `download` name (it ignored it for a plain static URL).
 */
async function download(url: string, fileName: string) {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  } catch (error) {
    console.error(`Could not download ${fileName}:`, error);
  }
}

/**
 * Copies the SVG source. The clipboard write starts within the click, with
 * the text still on its way: WebKit (Safari) accepts a clipboard write only
 * while the click is being handled and refuses one made after an `await`.
 * Browsers without ClipboardItem fall back to writeText.
 */
async function copySvg(url: string) {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response.text();
  });
  // Handled below, whichever way the text is used.
  text.catch(() => {});
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
      const blob = text.then((svg) => new Blob([svg], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
  } catch (error) {
    // A failed copy is logged to the console, never shown to the reader.
    console.error('Could not copy the SVG code:', error);
  }
}

/**
 * Brand assets, opened by right-clicking the navbar logo. A native modal
 * <dialog> gives us the focus trap, Escape and the inert page for free.
 */
export default function LogoDialog({ open, onClose }: Props): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const lightLogo = useBaseUrl('/img/logo.svg');
  const darkLogo = useBaseUrl('/img/logo-dark.svg');
  const cover = useBaseUrl('/img/cover.png');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const sections = [
    { title: 'Dark Mode', logo: darkLogo, fileName: 'stylex-logo-dark.svg', dark: true },
    { title: 'Light Mode', logo: lightLogo, fileName: 'stylex-logo-light.svg', dark: false },
  ];

  return (
    <dialog
      ref={ref}
      aria-labelledby="logo-dialog-title"
      onClose={onClose}
      // A click whose target is the <dialog> itself landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      {...stylex.props(styles.dialog)}>
      <div {...stylex.props(styles.body)}>
        <div {...stylex.props(styles.header)}>
          <h2 id="logo-dialog-title" {...stylex.props(styles.title)}>
            StyleX brand assets
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            {...withIconButton(stylex.props(styles.close))}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        {sections.map((section) => (
          <section
            key={section.title}
            aria-labelledby={`logo-dialog-${section.dark ? 'dark' : 'light'}`}
            {...stylex.props(styles.section)}>
            <h3
              id={`logo-dialog-${section.dark ? 'dark' : 'light'}`}
              {...stylex.props(styles.sectionTitle)}>
              {section.title}
            </h3>
            <div {...stylex.props(styles.row)}>
              <div {...stylex.props(styles.preview, section.dark ? styles.previewDark : styles.previewLight)}>
                <img src={section.logo} alt="" width={48} height={48} />
              </div>
              <div {...stylex.props(styles.actions)}>
                <button
                  type="button"
                  onClick={() => void download(section.logo, section.fileName)}
                  {...withFocusRing(stylex.props(styles.button))}>
                  Logo SVG
                </button>
                <button
                  type="button"
                  onClick={() => void copySvg(section.logo)}
                  {...withFocusRing(stylex.props(styles.button))}>
                  Copy SVG Code
                </button>
              </div>
            </div>
          </section>
        ))}
        <section aria-labelledby="logo-dialog-assets" {...stylex.props(styles.section)}>
          <h3 id="logo-dialog-assets" {...stylex.props(styles.sectionTitle)}>
            Assets
          </h3>
          <div {...stylex.props(styles.row)}>
            <img src={cover} alt="" width={120} height={63} {...stylex.props(styles.cover)} />
            <div {...stylex.props(styles.actions)}>
              <button
                type="button"
                onClick={() => void download(cover, 'stylex-cover.png')}
                {...withFocusRing(stylex.props(styles.button))}>
                Cover Photo
              </button>
            </div>
          </div>
        </section>
      </div>
    </dialog>
  );
}

const styles = stylex.create({
  dialog: {
    padding: 0,
    borderColor: colors.border,
    borderRadius: radii.lg,
    borderStyle: 'solid',
    borderWidth: 1,
    backgroundColor: colors.backgroundRaised,
    boxShadow: `0 24px 64px ${colors.shadow}`,
    color: colors.text,
    maxWidth: 'min(440px, calc(100vw - 32px))',
    width: '100%',
    '::backdrop': {
      backgroundColor: colors.overlay,
    },
  },
  body: {
    padding: space.xl,
    gap: space.lg,
    display: 'flex',
    flexDirection: 'column',
  },
  header: {
    alignItems: 'center',
    display: 'flex',
    justifyContent: 'space-between',
  },
  title: {
    margin: 0,
    fontSize: fonts.sizeLg,
    fontWeight: fonts.weightBold,
  },
  close: {
    backgroundColor: {
      default: 'transparent',
      ':hover': colors.backgroundSubtle,
    },
    color: colors.textMuted,
    height: 32,
    width: 32,
  },
  section: {
    borderTopColor: colors.border,
    borderTopStyle: 'solid',
    borderTopWidth: 1,
    paddingTop: space.lg,
  },
  sectionTitle: {
    margin: 0,
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightBold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    marginBottom: space.md,
  },
  row: {
    gap: space.lg,
    alignItems: 'center',
    display: 'flex',
    flexWrap: 'wrap',
  },
  preview: {
    borderRadius: radii.md,
    alignItems: 'center',
    display: 'flex',
    justifyContent: 'center',
    height: 72,
    width: 72,
  },
  previewDark: {
    backgroundColor: logoSurfaceColors.dark,
  },
  previewLight: {
    backgroundColor: logoSurfaceColors.light,
  },
  cover: {
    borderRadius: radii.sm,
    height: 'auto',
  },
  actions: {
    gap: space.sm,
    display: 'flex',
    flexWrap: 'wrap',
  },
  button: {
    borderRadius: radii.pill,
    borderWidth: 0,
    paddingBlock: space.sm,
    paddingInline: space.lg,
    backgroundColor: {
      default: colors.accentSoft,
      ':hover': colors.accent,
    },
    color: {
      default: colors.accent,
      ':hover': colors.onAccent,
    },
    cursor: 'pointer',
    fontFamily: 'inherit',
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
    transitionDuration: motion.fast,
    transitionProperty: 'background-color, color',
  },
});
