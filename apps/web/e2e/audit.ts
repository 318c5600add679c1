import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Frame, Page } from 'playwright-core';

/**
 * What a player would see wrong on a screen, found from the page itself: text covered by a
 * floating control, a page wider than the phone, an amount cut short, and axe-core's serious or
 * critical accessibility violations. Each finding is one readable line.
 */
export interface AuditOptions {
  /** Skip axe (it is the slow part) when only the layout is in question. */
  axe?: boolean;
}

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Layout checks, run inside the page. */
function layoutFindings(): string[] {
  const findings: string[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  const describe = (el: Element) => {
    const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? '';
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}${cls ? ` .${cls}` : ''}>`;
  };
  // checkVisibility also knows content the browser skips: a closed <details>' answer is laid
  // out but never painted, so nothing can cover it.
  // Text for screen readers only (a 1 px box that clips, `.visually-hidden`) is not shown.
  const visible = (el: Element) => {
    const shown = el.checkVisibility({
      opacityProperty: true,
      visibilityProperty: true,
      contentVisibilityAuto: true,
    });
    const box = el.getBoundingClientRect();
    const srOnly = box.width <= 1 && box.height <= 1 && getComputedStyle(el).overflow === 'hidden';
    return shown && !srOnly;
  };

  // 1. Nothing wider than the phone (a page that scrolls sideways).
  const overflow = document.documentElement.scrollWidth - width;
  if (overflow > 1) findings.push(`page is ${overflow}px wider than the ${width}px viewport`);

  // 2. Text painted over: at points along each line of text, what the page shows on top must be
  //    the text's own element (a floating button, a neighbour spilling over, a sticky bar all
  //    fail). Dialogs cover the page on purpose and are left out.
  // A bar fixed across the top or bottom edge (header, tab bar) hides what scrolls under it:
  // scrolling shows it, so that is not a fault.
  const edgeBar = (el: Element) => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      if (getComputedStyle(at).position !== 'fixed' && getComputedStyle(at).position !== 'sticky')
        continue;
      const r = at.getBoundingClientRect();
      if (r.width >= width * 0.9 && (r.top <= 1 || r.bottom >= height - 1)) return true;
    }
    return false;
  };
  // A point of a line of text outside the box of an ancestor that clips it (a scroller, a
  // carousel, a tab strip) is not painted at all: hidden on purpose, not covered.
  const clippedAway = (el: Element, x: number, y: number) => {
    for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = at.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true;
    }
    return false;
  };
  const covering = (x: number, y: number, own: Element) => {
    if (clippedAway(own, x, y)) return null;
    const hit = document.elementFromPoint(x, y);
    if (!hit || own.contains(hit) || hit.contains(own)) return null;
    if (hit.closest('[role="dialog"], [aria-modal="true"]') || edgeBar(hit)) return null;
    // A see-through control laid over its own label (a native select over the shown value).
    if (getComputedStyle(hit).opacity === '0') return null;
    return hit;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || !visible(parent) || parent.closest('[role="dialog"]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width < 2 || rect.top < 0 || rect.bottom > height) continue;
      const y = rect.top + rect.height / 2;
      for (const x of [rect.left + 1, rect.left + rect.width / 2, rect.right - 1]) {
        if (x < 0 || x > width) continue;
        const cover = covering(x, y, parent);
        if (cover) {
          findings.push(`"${text.slice(0, 40)}" is covered by ${describe(cover)}`);
          break;
        }
      }
    }
  }

  // 3. Figures cut short: a text with digits that reaches past the box of an ancestor that clips
  //    it (overflow hidden or an ellipsis), as "Rs 4,726.4…" under the Deposit button did.
  const clipper = (el: Element | null): Element | null => {
    for (let at = el; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') return at;
    }
    return null;
  };
  const figures = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = figures.nextNode(); node; node = figures.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!/\d/.test(text) || !parent || !visible(parent)) continue;
    const box = clipper(parent);
    if (!box) continue;
    const style = getComputedStyle(box);
    // A scroller shows the rest when scrolled: only a box that hides it cuts it.
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
    // A marquee (the Home announcements) moves its whole text through its box: the text's
    // element or one between it and the box runs an animation.
    let moving = false;
    for (let at: Element | null = parent; at && at !== box; at = at.parentElement) {
      if (getComputedStyle(at).animationName !== 'none') moving = true;
    }
    if (moving) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const cut =
      r.right > b.right + 1 ||
      r.left < b.left - 1 ||
      // The text's own box overflows (an ellipsis on the element that holds it); a clipper
      // that overflows because of something else (a decoration bleeding out) does not cut it.
      (box === parent && box instanceof HTMLElement && box.scrollWidth > box.clientWidth + 1);
    if (cut && r.width > 0)
      findings.push(`"${text.slice(0, 40)}" is cut short in ${describe(box)}`);
  }

  // 4. Nothing spills out of its box: a block wider than the content box of the box it sits in
  //    (the IMPS channel card past its panel's padding). A negative margin bleeds on purpose and
  //    a scroller or clipper holds its overflow, so neither counts; positioned badges and
  //    decorations are placed on purpose.
  for (const el of document.body.querySelectorAll('*')) {
    const parent = el.parentElement;
    if (!(el instanceof HTMLElement) || !parent || !visible(el)) continue;
    const style = getComputedStyle(el);
    if (style.display === 'inline' || style.display === 'contents') continue;
    if (style.position === 'absolute' || style.position === 'fixed') continue;
    const box = getComputedStyle(parent);
    if (box.display === 'inline' || box.display === 'contents' || box.overflowX !== 'visible')
      continue;
    const r = el.getBoundingClientRect();
    const p = parent.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // A slide of a carousel or a card of a sideways list lies outside its track by design:
    // an ancestor clips or scrolls it, and what it hides is not a spill.
    if (clippedAway(el, r.left + 1, r.top + 1) || clippedAway(el, r.right - 1, r.top + 1)) continue;
    const right = p.right - parseFloat(box.borderRightWidth) - parseFloat(box.paddingRight);
    const left = p.left + parseFloat(box.borderLeftWidth) + parseFloat(box.paddingLeft);
    const past = Math.max(
      parseFloat(style.marginRight) < 0 ? 0 : r.right - right,
      parseFloat(style.marginLeft) < 0 ? 0 : left - r.left,
    );
    if (past > 1)
      findings.push(`${describe(el)} spills ${Math.round(past)}px out of ${describe(parent)}`);
  }

  // 5. Long identifiers stay whole: an order number, UTR, address or hash (one word of 12 or
  //    more characters) broken over two lines reads as two values and cannot be checked at a
  //    glance; it belongs on a line of its own, or shortened in the middle with the full value
  //    in its copy button.
  const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = words.nextNode(); node; node = words.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !visible(parent)) continue;
    for (const match of (node.textContent ?? '').matchAll(/\S{12,}/g)) {
      // Chinese and Japanese are written without spaces: a sentence is not an identifier.
      if (/[\u3000-\u9fff\uff00-\uffef]/.test(match[0])) continue;
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size > 1) findings.push(`"${match[0].slice(0, 40)}" breaks over ${tops.size} lines`);
    }
  }

  // 6. Every tab in sight, or a way to it: a tab list that scrolls sideways must show that it
  //    does with a control beside it that scrolls it (ui/Tabs draws arrows); otherwise a tab
  //    hidden off the edge ('Crypto' on Deposit) is one the player never learns about.
  for (const list of document.querySelectorAll('[role="tablist"]')) {
    if (!visible(list) || list.scrollWidth <= list.clientWidth + 1) continue;
    const cue = [...(list.parentElement?.children ?? [])].some(
      (el) => el !== list && el.tagName === 'BUTTON' && visible(el),
    );
    if (!cue) {
      const hidden = [...list.querySelectorAll('[role="tab"]')].filter((tab) => {
        const r = tab.getBoundingClientRect();
        const b = list.getBoundingClientRect();
        return r.right > b.right + 1 || r.left < b.left - 1;
      });
      findings.push(
        `tabs ${hidden.map((tab) => `"${tab.textContent?.trim()}"`).join(', ')} are off the edge of ${describe(list)} with no sign it scrolls`,
      );
    }
  }
  // 7. The chosen tab is in sight: a page opened on its last tab must not show the strip at
  //    its start with the chosen one scrolled away.
  for (const list of document.querySelectorAll('[role="tablist"]')) {
    const chosen = list.querySelector('[role="tab"][aria-selected="true"]');
    if (!chosen || !visible(list)) continue;
    const r = chosen.getBoundingClientRect();
    const b = list.getBoundingClientRect();
    if (r.left < b.left - 1 || r.right > b.right + 1) {
      findings.push(`the chosen tab "${chosen.textContent?.trim()}" is scrolled out of sight`);
    }
  }
  return [...new Set(findings)];
}

async function axeFindings(frame: Frame | Page): Promise<string[]> {
  await frame.evaluate(axeSource);
  const violations = await frame.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run({ resultTypes: ['violations'] })) as {
      violations: {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    };
    // The first node's own words say what to change ("contrast of 3.53 (foreground color: …").
    const why = (summary = '') =>
      summary
        .replace(/^Fix (any|all) of the following:\s*/, '')
        .split('\n')[0]
        ?.trim();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}) — ${why(v.nodes[0]?.failureSummary)}`,
      );
  });
  return violations;
}

/** The lines of text of a frame, as rectangles in the frame's own viewport. */
function textLines(): { text: string; x: number; y: number; right: number }[] {
  const lines: { text: string; x: number; y: number; right: number }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (!text || !node.parentElement?.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width >= 2) lines.push({ text, x: r.left, y: r.top + r.height / 2, right: r.right });
    }
  }
  return lines;
}

/** Text inside a frame that something of the page around the frame is painted over. */
async function coveredFrameText(page: Page, frame: Frame): Promise<string[]> {
  const element = await frame.frameElement();
  const box = await element.boundingBox();
  if (!box) return [];
  const lines = await frame.evaluate(textLines);
  return element.evaluate(
    (iframe, { lines, box }) => {
      const found: string[] = [];
      for (const line of lines) {
        if (line.y < 0 || line.y > box.height) continue;
        for (const x of [line.x + 1, (line.x + line.right) / 2, line.right - 1]) {
          if (x < 0 || x > box.width) continue;
          const hit = document.elementFromPoint(box.x + x, box.y + line.y);
          if (hit && hit !== iframe && !hit.contains(iframe)) {
            const label = hit.getAttribute('aria-label') ?? hit.tagName.toLowerCase();
            found.push(
              `"${line.text.slice(0, 40)}" is covered by <${label}> of the page around it`,
            );
            break;
          }
        }
      }
      return found;
    },
    { lines, box },
  );
}

/** Every finding on the page as it is now (and in its same-origin frames). */
export async function auditPage(page: Page, options: AuditOptions = {}): Promise<string[]> {
  const findings: string[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached() || frame.url() === 'about:blank') continue;
    const where = frame === page.mainFrame() ? '' : `[frame ${new URL(frame.url()).pathname}] `;
    // Hit-testing skips `pointer-events: none`: for this audit, what is painted on top counts;
    // and every transition and animation is at its end, so a fade-in is judged as it ends.
    const style = await frame.addStyleTag({
      content:
        '*, *::before, *::after { pointer-events: auto !important; transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }',
    });
    const found = [
      ...(await frame.evaluate(layoutFindings)),
      ...(frame === page.mainFrame() ? [] : await coveredFrameText(page, frame)),
      ...(options.axe === false ? [] : await axeFindings(frame)),
    ];
    await style.evaluate((tag) => (tag as HTMLElement).remove());
    findings.push(...found.map((f) => `${where}${f}`));
  }
  return findings;
}
