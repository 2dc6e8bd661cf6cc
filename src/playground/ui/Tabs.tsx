import React, { useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing, withTabLook } from '../../styles/shared';
import { tabAfterKey } from './tabKeys';
import { colors, motion, radii, space } from '../../tokens/tokens.stylex';

export type TabItem<T extends string> = {
  id: T;
  label: ReactNode;
  /** id of the panel this tab shows. */
  controls: string;
  /** Extra marker next to the label (e.g. an error count). */
  badge?: ReactNode;
};

type Props<T extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix for the tabs' element ids (`${idPrefix}-${tab.id}`). */
  idPrefix: string;
  /** Content after the tabs, inside the same bar (buttons…). */
  children?: ReactNode;
  /** Extra styles for the bar (e.g. hide it on wide screens). */
  barStyle?: stylex.StyleXStyles;
};

export function tabId(idPrefix: string, id: string): string {
  return `${idPrefix}-${id}`;
}

/**
 * An ARIA tab list (automatic activation): one tab in the Tab order, arrow
 * keys, Home and End move between tabs.
 */
export default function PlaygroundTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  children,
  barStyle,
}: Props<T>): ReactNode {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, tabs.findIndex((tab) => tab.id === selected), tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const id = tabs[next].id;
    onSelect(id);
    refs.current.get(id)?.focus();
  };

  return (
    <div {...stylex.props(styles.bar, barStyle)}>
      <div role="tablist" aria-label={label} {...stylex.props(styles.list)}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, tab.id)}
              aria-selected={isSelected}
              aria-controls={tab.controls}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              {...withFocusRing(withTabLook(stylex.props(styles.tab, isSelected && styles.selected), isSelected), 'inset')}>
              {tab.label}
              {tab.badge}
            </button>
          );
        })}
      </div>
      {children}
    </div>
  );
}

const styles = stylex.create({
  bar: {
    gap: space.sm,
    paddingInline: space.xs,
    alignItems: 'center',
    backgroundColor: colors.backgroundSubtle,
    display: 'flex',
    flexShrink: 0,
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
    minHeight: 40,
  },
  list: {
    gap: space.xxs,
    display: 'flex',
    flexGrow: 1,
    scrollbarWidth: 'thin',
    minWidth: 0,
    overflowX: 'auto',
  },
  tab: {
    borderRadius: 0,
    borderWidth: 0,
    gap: space.xs,
    paddingBlock: 0,
    paddingInline: space.md,
    alignItems: 'center',
    backgroundColor: {
      default: 'transparent',
      ':hover': colors.background,
    },
    display: 'inline-flex',
    flexShrink: 0,
    transitionDuration: motion.fast,
    transitionProperty: 'color, background-color',
    whiteSpace: 'nowrap',
  },
  selected: {
    borderTopLeftRadius: radii.sm,
    borderTopRightRadius: radii.sm,
  },
});
