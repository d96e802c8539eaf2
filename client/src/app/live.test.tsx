// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OnLiveProvider } from './live';
import { RouteFrame } from './route-frame';

const Page = () => <button type="button">Read more</button>;

describe('a painted page taken over by the app', () => {
  it('counts as live only once its route has been taken over, not when the frame around it has', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <OnLiveProvider>
        <RouteFrame pattern="/dashboard">
          <Page />
        </RouteFrame>
      </OnLiveProvider>,
    );
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Read more');

    // The route's code still on its way: the app's frame is taken over, the route waits.
    let arrive = () => {};
    const code = new Promise<{ default: typeof Page }>((resolve) => {
      arrive = () => resolve({ default: Page });
    });
    const LazyPage = lazy(() => code);
    const onLive = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <OnLiveProvider onLive={onLive}>
          <RouteFrame pattern="/dashboard">
            <LazyPage />
          </RouteFrame>
        </OnLiveProvider>,
      );
    });
    expect(onLive).not.toHaveBeenCalled();

    await act(async () => arrive());
    expect(onLive).toHaveBeenCalledTimes(1);
    // The painted button is the one the app runs.
    expect(container.querySelector('button')).toBe(button);
    act(() => root?.unmount());
    container.remove();
  });
});
