/**
 * Total blocking time at a 4× CPU slowdown from the main thread's CPU time (issue 33, item 4), so that a busy
 * machine does not change the verdict.
 *
 * Lighthouse's simulated throttling multiplies each task's wall-clock duration by 4; on a machine shared with other
 * work a task waits for a core and its wall time grows, so TBT grows with the load average. Here the page is loaded
 * unthrottled in Chromium with a performance trace, and each top-level main-thread task's *thread CPU time*
 * (`tdur`, which does not count time spent waiting for a core) is multiplied by 4 instead. CDP's
 * Emulation.setCPUThrottlingRate is not used: it slows the thread by keeping it busy, which inflates `tdur` too.
 *
 * TBT as Lighthouse defines it (web.dev/articles/tbt): the sum over tasks of the part beyond 50 ms. Lighthouse
 * counts tasks from first contentful paint to time to interactive; on a busy machine the first paint often comes
 * after the entry script has run (a ~20 ms task), so that window moves with the load. Here every task counts,
 * from the navigation to 3 s after the load event (the hero video is inserted after load): the figure errs on
 * the high side, the same way whatever the machine is doing.
 */
import { chromium, type Browser } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const QUIET_AFTER_LOAD_MS = 3000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface CpuBlockingResult {
  /** Σ max(0, 4 × task CPU time − 50 ms) over the page's tasks. */
  tbtMs: number;
  /** The longest such task's CPU time × 4. */
  longestTaskMs: number;
}

/** Top-level tasks of the thread that painted first contentful paint: the page's main thread, traced from its navigation. */
export function blockingTimeFromTrace(events: TraceEvent[], slowdown = CPU_SLOWDOWN): CpuBlockingResult {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === fcp.pid &&
        e.tid === fcp.tid &&
        e.tdur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  let tbtMs = 0;
  let longestTaskMs = 0;
  let coveredUntil = -Infinity;
  for (const task of tasks) {
    // A task nested inside another (a nested run loop) is part of its parent's time already.
    if (task.ts < coveredUntil) continue;
    coveredUntil = task.ts + (task.dur ?? 0);
    const ms = (task.tdur! / 1000) * slowdown;
    longestTaskMs = Math.max(longestTaskMs, ms);
    tbtMs += Math.max(0, ms - LONG_TASK_MS);
  }
  return { tbtMs, longestTaskMs };
}

/** Loads `url` in a fresh mobile-sized context (empty cache) and measures its CPU-time blocking. */
export async function measureCpuBlocking(browser: Browser, url: string): Promise<CpuBlockingResult> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(QUIET_AFTER_LOAD_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return blockingTimeFromTrace(trace.traceEvents);
  } finally {
    await context.close();
  }
}

export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}
