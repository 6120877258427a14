import { expect, test } from '@playwright/test';

/**
 * The feed's goals: scrolling the home feed until 1,000 posts have loaded leaves at most 1,500 elements in the page
 * (issue 11), and no task over 50 ms runs while scrolling (issue 27; unthrottled, Chromium's 'longtask' entries). The
 * longest animation frames are printed with what ran in them (Long Animation Frames API: scripts by source and
 * function, style and layout time), to find the long task.
 */
const TARGET_ITEMS = 1000;
const MAX_ELEMENTS = 1500;
const MAX_TASK_MS = 50;
/** How many of the longest animation frames to print. */
const FRAMES_SHOWN = 3;
/** Pixels per wheel step and the pause after each: a fast flick (about 10,000 px/s here), a frame or more a step. */
const STEP_PX = 600;
const STEP_PAUSE_MS = 16;

/** A long animation frame as the bench keeps it: its time split and the scripts that ran in it. */
type Frame = {
  duration: number;
  blocking: number;
  /** Time from the frame's style and layout start to its end (rendering). */
  render: number;
  scripts: { duration: number; invoker: string; source: string; forcedLayout: number }[];
};

declare global {
  interface Window {
    __feedBench?: { scrolling: boolean; tasks: number[]; frames: Frame[] };
  }
}

test('feed scroll: elements and longest task after 1,000 items', async ({ page }) => {
  test.setTimeout(120_000);
  // Long tasks from the start; only those after the first screen count (the first load is first-load's bench).
  await page.addInitScript(() => {
    const state = { scrolling: false, tasks: [] as number[], frames: [] as Frame[] };
    window.__feedBench = state;
    new PerformanceObserver((list) => {
      if (!state.scrolling) return;
      for (const entry of list.getEntries()) state.tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
    // Long Animation Frames (Chromium): what ran in each frame over 50 ms.
    type LoafScript = {
      duration: number;
      invoker: string;
      sourceURL: string;
      sourceFunctionName: string;
      sourceCharPosition: number;
      forcedStyleAndLayoutDuration: number;
    };
    type Loaf = PerformanceEntry & {
      blockingDuration: number;
      styleAndLayoutStart: number;
      scripts: LoafScript[];
    };
    new PerformanceObserver((list) => {
      if (!state.scrolling) return;
      for (const entry of list.getEntries() as Loaf[])
        state.frames.push({
          duration: entry.duration,
          blocking: entry.blockingDuration,
          render: entry.styleAndLayoutStart
            ? entry.startTime + entry.duration - entry.styleAndLayoutStart
            : 0,
          scripts: entry.scripts.map((script) => ({
            duration: script.duration,
            invoker: script.invoker,
            source: `${script.sourceURL.split('/').pop() ?? ''}:${script.sourceCharPosition} ${script.sourceFunctionName}`,
            forcedLayout: script.forcedStyleAndLayoutDuration,
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: false });
  });
  await page.goto('/home');
  const feed = page.getByRole('list').filter({ has: page.locator('li[aria-posinset]') });
  await expect(feed.locator('li[aria-posinset]').first()).toBeVisible({ timeout: 30_000 });
  // Let the first screen settle (images, products, idle work) before measuring.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__feedBench!.scrolling = true;
  });

  const started = Date.now();
  const loadedCount = () =>
    page.evaluate(() => {
      let max = 0;
      for (const li of document.querySelectorAll<HTMLElement>('li[aria-posinset]'))
        max = Math.max(max, Number(li.getAttribute('aria-posinset')));
      return max;
    });
  let seen = 0;
  let steps = 0;
  let stalled = 0;
  await page.mouse.move(400, 400);
  while (seen < TARGET_ITEMS) {
    await page.mouse.wheel(0, STEP_PX);
    await page.waitForTimeout(STEP_PAUSE_MS);
    steps += 1;
    const now = await loadedCount();
    stalled = now > seen ? 0 : stalled + 1;
    seen = Math.max(seen, now);
    // At the end of what is loaded: the next page is on its way (or the feed is shorter than the target).
    if (stalled > 300) throw new Error(`the feed stopped at ${seen} items`);
  }
  const scrollMs = Date.now() - started;
  // Any work the last page started (measurements, product calls) belongs to the scroll.
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => {
    const state = window.__feedBench!;
    state.scrolling = false;
    return {
      elements: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll('li[aria-posinset]').length,
      tasks: state.tasks,
      frames: state.frames,
      scrollY: Math.round(window.scrollY),
    };
  });
  const longest = Math.max(0, ...result.tasks);
  const viewport = page.viewportSize();
  console.log(
    `\nfeed scroll on /home (${viewport?.width}x${viewport?.height}): ${seen} items in ${steps} wheel steps, ` +
      `${(scrollMs / 1000).toFixed(1)} s, scrollY ${result.scrollY}`,
  );
  console.log(
    `elements in the page: ${result.elements} (budget ${MAX_ELEMENTS}), cards rendered: ${result.cards}`,
  );
  console.log(
    `long tasks while scrolling: ${result.tasks.length}, longest ${longest.toFixed(0)} ms (goal ${MAX_TASK_MS} ms) -> ` +
      (longest <= MAX_TASK_MS ? 'goal met' : 'GOAL NOT MET'),
  );
  const frames = [...result.frames].sort((a, b) => b.duration - a.duration).slice(0, FRAMES_SHOWN);
  for (const frame of frames) {
    console.log(
      `long animation frame ${frame.duration.toFixed(0)} ms (blocking ${frame.blocking.toFixed(0)} ms, ` +
        `style and layout ${frame.render.toFixed(0)} ms)`,
    );
    for (const script of [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 4))
      console.log(
        `  ${script.duration.toFixed(0)} ms ${script.invoker} (${script.source}; forced layout ${script.forcedLayout.toFixed(0)} ms)`,
      );
  }
  // The element count is deterministic and fails the run. Task durations depend on the machine and its load (the
  // same build measured 134-305 ms on a loaded 2-core box): printed and judged above, never a red CI.
  expect(result.elements, 'elements after 1,000 items').toBeLessThanOrEqual(MAX_ELEMENTS);
});
