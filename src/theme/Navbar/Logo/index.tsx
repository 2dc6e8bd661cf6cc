import React, { useCallback, useRef, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Logo from '@theme-original/Navbar/Logo';
import LogoDialog from '@site/src/components/LogoDialog';

/**
 * Wraps the default navbar brand: a right-click (context menu) opens the brand
 * assets dialog instead of the browser menu. Focus returns to the brand link
 * when the dialog closes.
 */
export default function NavbarLogoWrapper(): ReactNode {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    wrapper.current?.querySelector<HTMLAnchorElement>('a')?.focus();
  }, []);
  return (
    <>
      <div
        ref={wrapper}
        {...stylex.props(styles.contents)}
        onContextMenu={(event) => {
          event.preventDefault();
          setOpen(true);
        }}>
        <Logo />
      </div>
      <LogoDialog open={open} onClose={close} />
    </>
  );
}

const styles = stylex.create({
  // The wrapper must not change the navbar's flex layout.
  contents: { display: 'contents' },
});
