import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug somewhere (epic-stack's habit): fail the test.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called: ${seen.map((a) => a.join(' ')).join('\n')}`);
});

// A screen a test leaves on the page is found by the next file's queries in the same worker (the
// unit tier keeps one document between files): fail the test that left it instead.
afterEach(() => {
  if (typeof document === 'undefined' || document.body.childElementCount === 0) return;
  const left = document.body.innerHTML.slice(0, 200);
  document.body.innerHTML = '';
  throw new Error(`the test left a render on the page (clean up with cleanup or resetApp): ${left}`);
});
