import React, { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import { preloadLinkMakerWhenIdle } from './index';
import { preloadForNavigationWhenIdle } from './Content';
import { codeOf } from './server';

/**
 * The copy and word-wrap buttons of a code block the server rendered and
 * React left as it was (src/partial-hydration/client: static prose),
 * rendered where Docusaurus' block has them, after the code (`content` is our
 * content wrapper, ./Content, in the element that holds them): the browser
 * renders them only once the page has hydrated. They copy and wrap the code
 * on the page.
 */
export default function AttachedButtons({ content }: { content: Element }): ReactNode {
  const wordWrap = useCodeWordWrap();
  const metadata = useMemo(
    // The code as the page shows it: nothing left to parse.
    () =>
      createCodeBlockMetadata({
        code: codeOf(content),
        magicComments: [],
        className: undefined,
        language: undefined,
        defaultLanguage: undefined,
        metastring: undefined,
        title: undefined,
        showLineNumbers: undefined,
      }),
    [content],
  );
  // The word-wrap button measures and toggles the block's <pre>.
  useLayoutEffect(() => {
    wordWrap.codeBlockRef.current = content.querySelector('pre');
  }, [content, wordWrap.codeBlockRef]);
  // What code shown after a client-side navigation needs, once the page is idle.
  useEffect(() => {
    preloadLinkMakerWhenIdle();
    preloadForNavigationWhenIdle();
  }, []);
  if (!content.parentElement) return null;
  return createPortal(
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>,
    content.parentElement,
  );
}
