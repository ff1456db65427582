// The page's own blocking time, read from a Lighthouse run's trace. Lighthouse's Total Blocking
// Time takes each main-thread task's wall time, times its 4x CPU slowdown, minus 50 ms. On a
// machine whose cores are busy with the browser's other processes (two cores: the browser, the
// GPU process, the network service and the site's server all run beside the page) a task's wall
// time is mostly time spent waiting for a core, and TBT measures the machine. Counting the same
// tasks by the CPU time the page's main thread actually got separates the two: on a quiet machine
// both agree; where they differ, the page's own work is the lower figure (ADR 35).

/** Trace event names of the main thread's top-level tasks (Chromium's scheduler). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])
const BLOCKING_THRESHOLD_MS = 50

/** The navigation Lighthouse measured: the last main-frame navigation to an http(s) page. */
function measuredNavigation(traceEvents) {
  return traceEvents.findLast(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  )
}

/**
 * The blocking time of the main thread's tasks from `fromTs` (the observed first contentful paint,
 * trace microseconds) on, each counted by its thread time (`tdur`) times `slowdown`, and the
 * longest such task's thread time. Null when the trace has no measured navigation.
 */
export function ownBlockingTime(traceEvents, { fromTs, slowdown = 4 }) {
  const navigation = measuredNavigation(traceEvents)
  if (!navigation) return null
  let blockingMs = 0
  let longestTaskMs = 0
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !TASK_NAMES.has(event.name) || event.pid !== navigation.pid || event.tid !== navigation.tid) continue
    if (event.ts < fromTs || typeof event.tdur !== 'number') continue
    const threadMs = event.tdur / 1000
    longestTaskMs = Math.max(longestTaskMs, threadMs)
    blockingMs += Math.max(0, threadMs * slowdown - BLOCKING_THRESHOLD_MS)
  }
  return { blockingMs, longestTaskMs }
}
