// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, loadWithRetries, preloadPage, retryFailedPages } from './pages';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/journal-page.js');

/** A load that fails `failures` times, then answers `value`; counts its calls. */
function flaky<T>(failures: number, value: T) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw chunkError();
    return value;
  });
  return load;
}

describe('loadWithRetries', () => {
  it('asks again after each delay and answers the first success', async () => {
    const load = flaky(2, 'code');
    await expect(loadWithRetries(load, { delays: [1, 1] })).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last failure once the delays are spent', async () => {
    const load = flaky(5, 'code');
    await expect(loadWithRetries(load, { delays: [1, 1] })).rejects.toThrow(/dynamically imported module/);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not wait when the browser is offline: the member is told at once', async () => {
    const load = flaky(5, 'code');
    await expect(loadWithRetries(load, { delays: [60_000], isOnline: () => false })).rejects.toThrow();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {}
  override render() {
    return this.state.failed ? (
      <button
        type="button"
        onClick={() => {
          retryFailedPages();
          this.setState({ failed: false });
        }}
      >
        Try again
      </button>
    ) : (
      this.props.children
    );
  }
}

describe('lazyPage', () => {
  it('a page whose code failed to arrive loads afresh on the next render, without a reload', async () => {
    offline();
    let arrives = false;
    const load = vi.fn(async () => {
      if (!arrives) throw chunkError();
      return { default: () => <p>The journal</p> };
    });
    const Page = lazyPage('/test-journal', load);
    // React reports the caught error; the boundary is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(load).toHaveBeenCalledTimes(1);

    arrives = true;
    vi.restoreAllMocks();
    await act(async () => retry.click());
    await screen.findByText('The journal');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed preload is forgotten: the route loads the code again when it opens', async () => {
    offline();
    const load = flaky(1, { default: () => <p>Your reading</p> });
    const Page = lazyPage('/test-results', load);
    await preloadPage('/test-results');
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    await screen.findByText('Your reading');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
