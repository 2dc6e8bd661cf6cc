import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing } from '../../styles/shared';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { colors, fonts, layout, motion, radii, space } from '../../tokens/tokens.stylex';
import { markdownTwinUrl } from './markdownTwin';

type Status = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copied: 'Copied the page as Markdown',
  failed: 'Could not copy the page. Open “View as Markdown” and copy it from there.',
};

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * Puts the page's Markdown twin on the clipboard. Safari only lets a click
 * write to the clipboard while the click is still being handled, so the
 * download is handed to the clipboard as a promise; browsers that do not take
 * one get the text once it has arrived.
 */
async function copyMarkdown(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && ClipboardItem.supports?.('text/plain')) {
    const blob = fetchMarkdown(url).then((text) => new Blob([text], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through: some browsers reject promised clipboard data.
    }
  }
  await navigator.clipboard.writeText(await fetchMarkdown(url));
}

/** "Copy page" and "View as Markdown" for the docs page being read. */
export default function PageActions(): ReactNode {
  const { metadata } = useDoc();
  const twin = markdownTwinUrl(metadata.permalink);
  const [status, setStatus] = useState<Status>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const onCopy = () => {
    clearTimeout(reset.current);
    copyMarkdown(twin).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
    reset.current = setTimeout(() => setStatus('idle'), 4000);
  };

  return (
    <div {...stylex.props(styles.bar)} data-pagefind-ignore="all">
      <button type="button" onClick={onCopy} {...withFocusRing(stylex.props(styles.action))}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" {...stylex.props(styles.icon)}>
          {status === 'copied' ? (
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          ) : (
            <>
              <rect x="8" y="8" width="12" height="12" rx="2" />
              <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
            </>
          )}
        </svg>
        <span {...stylex.props(styles.label)}>{status === 'copied' ? 'Copied' : 'Copy page'}</span>
      </button>
      <a href={twin} type="text/markdown" {...withFocusRing(stylex.props(styles.action))}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" {...stylex.props(styles.icon)}>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M7 15V9l2.5 3L12 9v6M16 9v6m-2-2 2 2 2-2" />
        </svg>
        <span {...stylex.props(styles.label)}>View as Markdown</span>
      </a>
      <span role="status" {...stylex.props(styles.status, status === 'failed' && styles.failed)}>
        {MESSAGES[status]}
      </span>
    </div>
  );
}

const styles = stylex.create({
  bar: {
    gap: space.sm,
    alignItems: 'center',
    display: 'flex',
  },
  action: {
    borderColor: colors.border,
    borderRadius: radii.sm,
    borderStyle: 'solid',
    borderWidth: 1,
    gap: space.xs,
    paddingBlock: space.xs,
    paddingInline: space.sm,
    textDecoration: {
      default: 'none',
      ':hover': 'none',
    },
    alignItems: 'center',
    backgroundColor: {
      default: colors.background,
      ':hover': colors.backgroundSubtle,
    },
    color: {
      default: colors.text,
      ':hover': colors.text,
    },
    cursor: 'pointer',
    display: 'inline-flex',
    fontFamily: fonts.body,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
    lineHeight: 1.2,
    transitionDuration: motion.fast,
    transitionProperty: 'background-color',
  },
  // On a phone the actions share the breadcrumbs' row as icons; the words
  // stay the buttons' accessible names (a zero font size hides them from
  // sight only).
  label: {
    fontSize: {
      default: null,
      [layout.narrow]: 0,
    },
  },
  icon: {
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeWidth: 2,
    flexShrink: 0,
  },
  status: {
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
  },
  failed: {
    color: colors.highlight,
  },
});
