/**
 * The layout checks of tests/e2e/every-route.spec.ts (Chromium) and of the
 * Firefox and WebKit stage (tests/engines/), as one function that runs in
 * the page. It is sent to the browser as source text, so it stays
 * self-contained: no imports, no helpers from outside its body.
 *
 * What a reader would call broken, at the current window size and mode:
 * - `overlap`: a control painted over text (the topmost element where the
 *   two overlap is the control);
 * - `page-scroll`: the page scrolls sideways (the widest element named);
 * - `clipped`: text cut off by a box that hides its overflow without an
 *   ellipsis, or a control's name cut off along its line by a scroll
 *   container (a scroll container for running text, such as a code block
 *   or a table, is meant to cut its lines);
 * - `tap-target`: (phone widths) a target smaller than 24×24 CSS px whose
 *   24 px circle meets another target or its circle (WCAG 2.2, 2.5.8; links
 *   inside a sentence are exempt);
 * - `focus-covered`: moving through the page with Tab, half or more of the
 *   focused element is painted over by something fixed or sticky;
 * - `word-cut`: a heading, or its entry in the table of contents, breaks a
 *   line inside a word (not after a space or a hyphen, nor at a <wbr>), as
 *   a browser does with a word wider than the column rather than let it
 *   overflow.
 */
export type LayoutCheck = 'overlap' | 'page-scroll' | 'clipped' | 'tap-target' | 'focus-covered' | 'word-cut';

export type LayoutProblem = {
  check: LayoutCheck;
  /** The element a reader cannot read or use. */
  element: string;
  /** The element that causes it. */
  cause: string;
  detail: string;
};

export type AuditOptions = {
  /** Check tap target sizes (phone widths). */
  tapTargets: boolean;
  /** Focus every element of the Tab order in turn. */
  focusOrder: boolean;
  /**
   * Text that is under something on purpose (selectors of its element or an
   * ancestor), each with its reason where the list is written.
   */
  coveredByDesign?: string[];
};

/** Phone (small and common), tablet, small laptop, laptop, desktop. */
export const layoutWidths = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/** Tap target sizes are checked up to this width. */
export const phoneWidth = 390;

/** Where the site's three layouts begin: tablet from 600 px, desktop from 997 px (phone below). */
const layoutBreakpoints = [600, 997];
const layoutOf = (width: number) => layoutBreakpoints.filter((breakpoint) => width >= breakpoint).length;

/**
 * The focus sweep runs at the narrowest of `layoutWidths` in each layout.
 * What it looks for, the focused element scrolled under the sticky navbar or
 * another pinned bar, depends on those bars and the scroll padding, which
 * change at the breakpoints only; within one layout, the narrowest window
 * (here also the shortest) leaves the least room.
 */
export const focusSweepWidths = new Set(
  layoutWidths.filter((size, i) => i === 0 || layoutOf(size.width) !== layoutOf(layoutWidths[i - 1].width)).map((size) => size.width),
);

/** The options of the site's audit: what the site covers on purpose. */
export const siteAudit = {
  coveredByDesign: [
    // Docusaurus' desktop docs sidebar keeps a copy of the logo under the
    // navbar, shown when the navbar hides on scroll.
    '.theme-doc-sidebar-container [class^="sidebarLogo_"]',
  ],
};

/** One line per problem: route, width, mode, the check and both elements. */
export function formatProblems(route: string, width: number, mode: string, problems: LayoutProblem[]): string[] {
  return problems.map((p) => `${route} at ${width}px, ${mode}: [${p.check}] ${p.element} ← ${p.cause}: ${p.detail}`);
}

export async function auditLayout(options: AuditOptions): Promise<LayoutProblem[]> {
  type Box = { left: number; top: number; right: number; bottom: number };
  const problems: LayoutProblem[] = [];
  const seen = new Set<string>();
  // Sub-pixel rounding and anti-aliasing: smaller overlaps are not seen.
  const slack = 2;
  const coveredByDesign = options.coveredByDesign?.join(',');

  const controlSelector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="option"]',
  ].join(',');

  const styleOf = (el: Element) => getComputedStyle(el);

  function describe(el: Element | null): string {
    if (!el) return '(nothing)';
    if (el === document.documentElement) return 'the page';
    const tag = el.tagName.toLowerCase();
    const role = el.getAttribute('role');
    const name = (
      el.getAttribute('aria-label') ??
      el.getAttribute('title') ??
      (el as HTMLElement).innerText ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const classes = Array.from(el.classList)
      // StyleX's atomic class names say nothing about the element.
      .filter((c) => !/^x[a-z0-9]{5,8}$/.test(c))
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const short = name.length > 40 ? `${name.slice(0, 40)}…` : name;
    return `${tag}${el.id ? `#${el.id}` : ''}${classes}${role ? `[role=${role}]` : ''}${short ? ` "${short}"` : ''}`;
  }

  function report(check: LayoutCheck, element: Element | null, cause: Element | null, detail: string) {
    const key = `${check}|${describe(element)}|${describe(cause)}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ check, element: describe(element), cause: describe(cause), detail });
  }

  function rendered(el: Element): boolean {
    const withCheck = el as Element & { checkVisibility?: (o: object) => boolean };
    if (typeof withCheck.checkVisibility === 'function') {
      return withCheck.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    }
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = styleOf(node);
      if (style.display === 'none' || style.opacity === '0') return false;
    }
    return styleOf(el).visibility === 'visible';
  }

  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const width = (b: Box) => b.right - b.left;
  const height = (b: Box) => b.bottom - b.top;
  const meets = (a: Box, b: Box) => {
    const i = intersect(a, b);
    return width(i) > slack && height(i) > slack;
  };
  const toBox = (r: DOMRect): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });

  /** The padding box of an element, in viewport coordinates. */
  function paddingBox(el: Element): Box {
    const r = el.getBoundingClientRect();
    const left = r.left + el.clientLeft;
    const top = r.top + el.clientTop;
    return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
  }

  const isRoot = (el: Element) => el === document.documentElement || el === document.body;

  /**
   * The boxes that clip an element's painting (overflow other than
   * visible), nearest first, following the containing blocks of absolutely
   * and fixed positioned boxes. For text, its own element clips it too.
   */
  const clipperCache = new Map<Element, Element[]>();
  function clippers(el: Element, self = false): Element[] {
    const cached = clipperCache.get(el);
    if (cached) return self ? cached : cached.filter((c) => c !== el);
    const result: Element[] = [];
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';
    if (clips(styleOf(el))) result.push(el);
    let position = styleOf(el).position;
    for (let node = el.parentElement; node && !isRoot(node); node = node.parentElement) {
      const style = styleOf(node);
      const containsFixed = style.transform !== 'none' || style.filter !== 'none' || /paint|layout|strict|content/.test(style.contain);
      if (position === 'fixed' && !containsFixed) continue;
      if (position === 'absolute' && style.position === 'static' && !containsFixed) continue;
      position = style.position;
      if (clips(style)) result.push(node);
    }
    clipperCache.set(el, result);
    return self ? result : result.filter((c) => c !== el);
  }

  /** What is left of a box once the boxes that clip it have cut it. */
  function visiblePart(box: Box, el: Element, self = false): Box {
    let part = box;
    for (const clipper of clippers(el, self)) part = intersect(part, paddingBox(clipper));
    return part;
  }

  // The text of the page, one box per line of each text node.
  type TextBox = { node: Text; parent: Element; box: Box; visible: Box };
  function textBoxes(): TextBox[] {
    const boxes: TextBox[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const visibleParents = new Map<Element, boolean>();
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!/\S/.test(node.data)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, svg')) continue;
      if (coveredByDesign && parent.closest(coveredByDesign)) continue;
      if (!visibleParents.has(parent)) visibleParents.set(parent, rendered(parent));
      if (!visibleParents.get(parent)) continue;
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 1 && rect.height > 1) {
          const box = toBox(rect);
          boxes.push({ node, parent, box, visible: visiblePart(box, parent, true) });
        }
      }
    }
    return boxes;
  }

  // A headless page under load may go without a frame for a long while: the
  // sweep waits for one, but not forever.
  const nextFrame = () =>
    new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 250);
    });
  const viewport = (): Box => ({
    left: 0,
    top: 0,
    right: document.documentElement.clientWidth,
    bottom: document.documentElement.clientHeight,
  });
  const centre = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
  const topmost = (x: number, y: number) => document.elementFromPoint(x, y);
  /** Whether `el` is `container` or inside it, across shadow roots. */
  const within = (el: Element | null, container: Element) => Boolean(el && (el === container || container.contains(el)));

  /** A link or button in the flow of a sentence: its text wraps with the text around it. */
  function inSentence(control: Element): boolean {
    if (styleOf(control).display !== 'inline') return false;
    let block: Element | null = control.parentElement;
    while (block && styleOf(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    const own = (control.textContent ?? '').trim().length;
    return (block.textContent ?? '').trim().length > own + 1;
  }

  const controls = () => Array.from(document.querySelectorAll(controlSelector)).filter((el) => rendered(el));

  window.scrollTo(0, 0);
  const texts = textBoxes();

  /**
   * Whether the control is what the reader sees where its box meets the
   * text's: measured where the page shows the overlap, scrolled into view
   * when it is below the fold.
   */
  function paintsOver(control: Element, text: TextBox): boolean {
    const range = document.createRange();
    range.selectNodeContents(text.node);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const controlBox = visiblePart(toBox(control.getBoundingClientRect()), control);
      const textBox = Array.from(range.getClientRects())
        .map((rect) => visiblePart(toBox(rect), text.parent, true))
        .find((box) => meets(box, controlBox));
      if (!textBox) return false;
      const point = centre(intersect(controlBox, textBox));
      const view = viewport();
      if (point.x >= view.left && point.x < view.right && point.y >= view.top && point.y < view.bottom) {
        const hit = topmost(point.x, point.y);
        return within(hit, control) && !within(hit, text.parent);
      }
      window.scrollBy(0, point.y - view.bottom / 2);
    }
    return false;
  }

  // 1. Controls painted over text.
  for (const control of controls()) {
    const controlBox = visiblePart(toBox(control.getBoundingClientRect()), control);
    if (width(controlBox) <= slack || height(controlBox) <= slack) continue;
    const inline = styleOf(control).display === 'inline';
    for (const text of texts) {
      if (within(text.parent, control) || !meets(controlBox, text.box)) continue;
      // An inline link or button and the text of its own sentence share
      // lines: their boxes touch without either covering the other.
      if (inline && text.parent.contains(control)) continue;
      if (!meets(controlBox, text.visible)) continue;
      const covers = paintsOver(control, text);
      window.scrollTo(0, 0);
      if (covers) report('overlap', text.parent, control, `the control covers "${text.node.data.trim().slice(0, 40)}"`);
    }
  }

  // 2. Sideways scrolling of the page.
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    const limit = root.clientWidth + 1;
    const wide = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      if (!rendered(el)) return false;
      const box = visiblePart(toBox(el.getBoundingClientRect()), el);
      return box.right + window.scrollX > limit && width(box) > 0;
    });
    // The outermost ones: their children stick out because they do.
    const outermost = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)));
    for (const el of outermost.slice(0, 3)) {
      const right = Math.round(el.getBoundingClientRect().right);
      report('page-scroll', el, document.documentElement, `reaches ${right}px in a ${root.clientWidth}px wide window`);
    }
    if (outermost.length === 0) {
      report('page-scroll', document.documentElement, null, `${root.scrollWidth}px wide in a ${root.clientWidth}px window`);
    }
  }

  // 3. Clipped text: each box that clips it cuts what the nearer ones left.
  const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  const clamped = (style: CSSStyleDeclaration) => /\d/.test(style.getPropertyValue('-webkit-line-clamp'));
  for (const text of texts) {
    let part = text.box;
    const sample = `"${text.node.data.trim().slice(0, 40)}"`;
    for (const clipper of clippers(text.parent, true)) {
      const box = paddingBox(clipper);
      // A visually hidden box (1px) holds text for screen readers only.
      if (width(box) <= 1 || height(box) <= 1) break;
      const inside = intersect(part, box);
      // Wholly outside: scrolled away or collapsed, not cut.
      if (width(inside) <= 0 || height(inside) <= 0) break;
      const style = styleOf(clipper);
      const cutAcross = part.left < box.left - slack || part.right > box.right + slack;
      const cutDown = part.top < box.top - slack || part.bottom > box.bottom + slack;
      if (cutAcross) {
        if (scrolls(style.overflowX)) {
          // Tables and code blocks scroll their lines; a row of controls
          // (tabs, buttons) must not hide a name under its edge.
          const control = text.parent.closest(controlSelector);
          if (control && clipper.contains(control) && !clipper.closest('table, pre')) {
            report('clipped', control, clipper, `the name ${sample} is cut off by a scroll container`);
          }
        } else if (style.textOverflow !== 'ellipsis' && !clamped(style)) {
          report('clipped', text.parent, clipper, `${sample} is cut off with no ellipsis`);
        }
      }
      if (cutDown && !scrolls(style.overflowY) && !clamped(style)) {
        report('clipped', text.parent, clipper, `${sample} is cut off at the top or bottom`);
      }
      part = inside;
    }
  }

  // 4. Headings' words cut in two, and their entries': a new line inside
  // one text node that does not follow a space or a dash. A <wbr> splits
  // the text node, so a line starting at one is never inside a node.
  const letters = document.createRange();
  for (const heading of Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, .table-of-contents a'))) {
    if (!rendered(heading)) continue;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      letters.selectNodeContents(node);
      if (letters.getClientRects().length < 2) continue;
      const text = node.data;
      let lastTop: number | undefined;
      for (let i = 0; i < text.length; i += 1) {
        letters.setStart(node, i);
        letters.setEnd(node, i + 1);
        const top = letters.getClientRects()[0]?.top;
        if (top === undefined) continue;
        if (lastTop !== undefined && top > lastTop + 2 && /[^\s\-–—]/.test(text[i - 1]) && /\S/.test(text[i])) {
          report('word-cut', heading, node.parentElement, `"${text.slice(0, i)}|${text.slice(i)}" is cut inside a word`);
        }
        lastTop = top;
      }
    }
  }

  // 5. Tap targets (WCAG 2.2, 2.5.8 Target Size (Minimum)).
  if (options.tapTargets) {
    const targets = controls()
      .filter((el) => !(el as HTMLButtonElement).disabled && !el.closest('[inert]'))
      .map((el) => ({ el, box: visiblePart(toBox(el.getBoundingClientRect()), el) }))
      .filter(({ box }) => width(box) > 0 && height(box) > 0)
      // Nested targets (a label inside a link) count as their outer one.
      .filter(({ el }, _, all) => !all.some((other) => other.el !== el && other.el.contains(el)));
    const small = targets.filter(({ el, box }) => (width(box) < 24 - 0.5 || height(box) < 24 - 0.5) && !inSentence(el));
    const distanceTo = (x: number, y: number, b: Box) => {
      const dx = Math.max(b.left - x, 0, x - b.right);
      const dy = Math.max(b.top - y, 0, y - b.bottom);
      return Math.hypot(dx, dy);
    };
    for (const target of small) {
      const c = centre(target.box);
      for (const other of targets) {
        if (other.el === target.el) continue;
        const otherSmall = small.some((s) => s.el === other.el);
        const oc = centre(other.box);
        // The 24px circle on the small target meets the other target, or
        // the other (small) target's own circle.
        const tooClose = distanceTo(c.x, c.y, other.box) < 12 || (otherSmall && Math.hypot(c.x - oc.x, c.y - oc.y) < 24);
        if (tooClose) {
          const size = `${Math.round(width(target.box))}×${Math.round(height(target.box))}px`;
          report('tap-target', target.el, other.el, `${size}, and too close to the other target`);
          break;
        }
      }
    }
  }

  // 6. The focused element, moving through the page with Tab.
  if (options.focusOrder) {
    const focusable = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]',
      ),
    ).filter((el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert]') && rendered(el));
    const ordered = [
      ...focusable.filter((el) => el.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex),
      ...focusable.filter((el) => el.tabIndex === 0),
    ];
    const pinned = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      const position = styleOf(el).position;
      return position === 'fixed' || position === 'sticky';
    });
    // Scroll positions the sweep changes, to put back afterwards.
    const scrolled = new Map<Element, [number, number]>();
    const scrollables = (el: Element) => {
      const list: Element[] = [root];
      for (let node = el.parentElement; node && !isRoot(node); node = node.parentElement) {
        if (node.scrollHeight > node.clientHeight || node.scrollWidth > node.clientWidth) list.push(node);
      }
      return list;
    };
    let direction = 0;
    for (const el of ordered) {
      const before = scrollables(el).map((node) => [node, node.scrollLeft, node.scrollTop] as const);
      for (const [node, left, top] of before) if (!scrolled.has(node)) scrolled.set(node, [left, top]);
      el.focus();
      if (document.activeElement !== el) continue;
      // The page reacts to the direction of its scrolling (the navbar hides
      // on the way down, shows on the way up with "Scroll back to top"):
      // let it, as it would between two key presses, when that changes.
      const delta = Math.sign(root.scrollTop - before[0][2]);
      if (delta !== 0 && delta !== direction) {
        direction = delta;
        await nextFrame();
        await nextFrame();
      }
      const box = visiblePart(toBox(el.getBoundingClientRect()), el);
      if (width(box) <= slack || height(box) <= slack) continue;
      for (const cover of pinned) {
        if (within(el, cover) || cover.contains(el) || el.contains(cover) || !rendered(cover)) continue;
        const coverBox = visiblePart(toBox(cover.getBoundingClientRect()), cover);
        if (!meets(box, coverBox)) continue;
        const overlap = intersect(intersect(box, coverBox), viewport());
        if (width(overlap) <= slack || height(overlap) <= slack) continue;
        // Covered: at least half of what the window shows of it (an
        // element taller than the window always has a part under the navbar).
        const shown = intersect(box, viewport());
        if (width(overlap) * height(overlap) < 0.5 * width(shown) * height(shown)) continue;
        const point = centre(overlap);
        const hit = topmost(point.x, point.y);
        if (within(hit, cover) && !within(hit, el)) {
          report('focus-covered', el, cover, `${Math.round(height(overlap))}px of its height is under it`);
        }
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    for (const [node, [left, top]] of scrolled) node.scrollTo(left, top);
    window.scrollTo(0, 0);
    await nextFrame();
  }

  return problems;
}

/**
 * The boxes of everything the page shows, as one string (runs in the page).
 * Two colour modes with the same fingerprint lay the page out the same way,
 * so every check above gives the same answer in both. An element that only
 * one mode shows, in the same place as its twin of the other mode (the light
 * and dark logos), leaves the fingerprint as it is.
 */
export function layoutFingerprint(): string {
  const boxes: string[] = [];
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    boxes.push(`${el.tagName} ${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)},${Math.round(r.height)}`);
  }
  return `${document.documentElement.scrollWidth}x${document.documentElement.scrollHeight}|${boxes.sort().join('|')}`;
}
