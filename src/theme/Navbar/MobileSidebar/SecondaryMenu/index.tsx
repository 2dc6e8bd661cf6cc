/**
 * Ejected from @docusaurus/theme-classic for one keyboard fix:
 * "Back to main menu" hides the panel it sits in, so the focus was lost (the
 * next Tab landed in the page behind the menu). It now moves to the main
 * menu's first item.
 */
import React, { type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import Translate from '@docusaurus/Translate';

export default function NavbarMobileSidebarSecondaryMenu(): ReactNode {
  const isPrimaryMenuEmpty = useThemeConfig().navbar.items.length === 0;
  const secondaryMenu = useNavbarSecondaryMenu();
  return (
    <>
      {/* With no main menu to return to, there is no back button. */}
      {!isPrimaryMenuEmpty && (
        <button
          type="button"
          className="clean-btn navbar-sidebar__back"
          onClick={(event) => {
            const panels = event.currentTarget.closest('.navbar-sidebar__items');
            secondaryMenu.hide();
            requestAnimationFrame(() =>
              panels?.querySelector<HTMLElement>('.navbar-sidebar__item a[href], .navbar-sidebar__item button')?.focus(),
            );
          }}>
          <Translate
            id="theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel"
            description="The label of the back button to return to main menu, inside the mobile navbar sidebar secondary menu (notably used to display the docs sidebar)">
            ← Back to main menu
          </Translate>
        </button>
      )}
      {secondaryMenu.content}
    </>
  );
}
