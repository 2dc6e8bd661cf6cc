/**
 * Paper is white and browsers leave backgrounds off when printing, so a page
 * printed in dark mode would put light text on white. While the browser
 * prints, the page takes the light colour mode (every colour of the site and
 * of Infima follows `data-theme`), and gets the reader's mode back after.
 * `data-printing` turns transitions off (src/css/custom.css), so the colours
 * change at once rather than fading while the page is laid out for paper.
 */
if (typeof window !== 'undefined') {
  const root = document.documentElement;
  let readerMode: string | undefined;
  window.addEventListener('beforeprint', () => {
    readerMode = root.dataset.theme;
    root.dataset.printing = 'true';
    root.dataset.theme = 'light';
  });
  window.addEventListener('afterprint', () => {
    if (readerMode) root.dataset.theme = readerMode;
    readerMode = undefined;
    delete root.dataset.printing;
  });
}

export {};
