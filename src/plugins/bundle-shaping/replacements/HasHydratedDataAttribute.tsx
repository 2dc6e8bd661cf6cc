import { useLayoutEffect } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Marks the page hydrated (`<html data-has-hydrated="true">`), as core's
 * component does through <Head>, whose library now loads after hydration
 * (./helmet.tsx): set on <html> itself, in the render that ends hydration.
 */
export default function HasHydratedDataAttribute(): null {
  const isBrowser = useIsBrowser();
  useLayoutEffect(() => {
    if (isBrowser) document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, [isBrowser]);
  return null;
}
