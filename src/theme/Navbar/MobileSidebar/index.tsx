import React, { type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

// The mobile menu (its panel, header and both menus) exists only on narrow
// windows, and only once the page has hydrated: the server and hydration
// render nothing here. So its code loads then, on phones, instead of
// with every page.
const MobileSidebar = lazyRendered(() => import('@theme-original/Navbar/MobileSidebar'));

export default function NavbarMobileSidebarWrapper(): ReactNode {
  // The original's own condition.
  if (!useNavbarMobileSidebar().shouldRender) return null;
  return <MobileSidebar />;
}
