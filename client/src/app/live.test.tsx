// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteFrame } from './route-frame';

const Page = () => <button type="button">Read more</button>;

describe('a painted page taken over by the app', () => {
  it('is unmarked only once its route has been taken over, not when the frame around it has', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prepainted', '');
    document.body.append(root);
    root.innerHTML = renderToString(
      <RouteFrame pattern="/dashboard">
        <Page />
      </RouteFrame>,
    );
    const button = root.querySelector('button');
    expect(button?.textContent).toBe('Read more');

    // The route's code still on its way: the app's frame is taken over, the route waits.
    let arrive = () => {};
    const code = new Promise<{ default: typeof Page }>((resolve) => {
      arrive = () => resolve({ default: Page });
    });
    const LazyPage = lazy(() => code);
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(
        root,
        <RouteFrame pattern="/dashboard">
          <LazyPage />
        </RouteFrame>,
      );
    });
    expect(root.hasAttribute('data-prepainted')).toBe(true);

    await act(async () => arrive());
    expect(root.hasAttribute('data-prepainted')).toBe(false);
    // The painted button is the one the app runs.
    expect(root.querySelector('button')).toBe(button);
    act(() => app?.unmount());
    root.remove();
  });
});
