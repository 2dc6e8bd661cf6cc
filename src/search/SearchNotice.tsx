/**
 * What the local index changed in a query, said to the reader in the modal
 * and on the /search/ page: the corrected spelling it searched for, and the
 * words no result holds (Algolia drops words the same way, silently).
 */
import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Translate from '@docusaurus/Translate';
import { colors, fonts, space } from '@site/src/tokens/tokens.stylex';
import type { SearchNotice } from './records';

export function SearchNoticeText({ notice }: { notice: SearchNotice | null | undefined }): ReactNode {
  if (!notice?.corrected && !notice?.leftOut?.length) return null;
  return (
    <>
      {notice.corrected && (
        <span {...stylex.props(styles.sentence)}>
          <Translate id="search.notice.corrected" values={{ query: <strong>{notice.corrected}</strong> }}>
            {'Showing results for {query}.'}
          </Translate>
        </span>
      )}
      {notice.leftOut?.length ? (
        <span {...stylex.props(styles.sentence)}>
          <Translate
            id="search.notice.leftOut"
            values={{
              words: (
                <>
                  {notice.leftOut.map((word, i) => (
                    <React.Fragment key={word}>
                      {i > 0 && ', '}
                      <s {...stylex.props(styles.word)}>{word}</s>
                    </React.Fragment>
                  ))}
                </>
              ),
            }}>
            {'No page holds every word; left out: {words}.'}
          </Translate>
        </span>
      ) : null}
    </>
  );
}

const styles = stylex.create({
  line: {
    margin: 0,
    paddingBlock: space.sm,
    paddingInline: space.md,
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
  },
  sentence: {
    display: 'block',
  },
  word: {
    color: colors.text,
  },
});

/** Class names of the line that holds the notice (the modal creates that element itself). */
export const noticeLine = stylex.props(styles.line);
