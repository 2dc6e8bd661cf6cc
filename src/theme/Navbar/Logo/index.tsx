import React, { useCallback, useRef, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Logo from '@theme-original/Navbar/Logo';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

// The dialog (its code and its 195 KiB cover photo) is for the few readers
// who right-click the logo: nothing of it loads with the page. It is fetched
// when the reader shows intent (pointer over the logo, focus, touch), so it
// is usually ready by the time the context menu event arrives.
const LogoDialog = lazyRendered(() => import('@site/src/components/LogoDialog'));

/**
 * Wraps the default navbar brand: a right-click (context menu) opens the brand
 * assets dialog instead of the browser menu. Focus returns to the brand link
 * when the dialog closes.
 */
export default function NavbarLogoWrapper(): ReactNode {
  const [open, setOpen] = useState(false);
  // Whether the dialog is in the page: from the first sign of intent on.
  const [wanted, setWanted] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    wrapper.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, []);
  const prepare = useCallback(() => {
    if (wanted) return;
    // Starts the download now; rendering it waits for the code, not the reverse.
    LogoDialog.preload();
    setWanted(true);
  }, [wanted]);
  return (
    <>
      <div
        ref={wrapper}
        {...stylex.props(styles.contents)}
        onPointerOver={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onContextMenu={(event) => {
          event.preventDefault();
          prepare();
          setOpen(true);
        }}>
        <Logo />
      </div>
      {wanted && (
        <LogoDialog open={open} onClose={close} />
      )}
    </>
  );
}

const styles = stylex.create({
  // The wrapper must not change the navbar's flex layout.
  contents: { display: 'contents' },
});
