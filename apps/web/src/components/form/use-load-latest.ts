/**
 * "Load the latest version" after a stale save (409): fetches what is saved now, hands it to the form
 * to show, and clears the problem; a failure to fetch becomes the form's problem instead.
 */
import { useState } from 'react';

export function useLoadLatest<Latest>(
  fetchLatest: () => Promise<Latest>,
  show: (latest: Latest) => void,
  problem: { report: (error: unknown) => void; clear: () => void },
) {
  const [loadingLatest, setLoadingLatest] = useState(false);
  async function loadLatest() {
    setLoadingLatest(true);
    try {
      show(await fetchLatest());
      problem.clear();
    } catch (error) {
      problem.report(error);
    } finally {
      setLoadingLatest(false);
    }
  }
  return { loadingLatest, loadLatest };
}
