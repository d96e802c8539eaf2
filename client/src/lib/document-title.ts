import { useEffect } from 'react';

/** The product's name, after every screen's own title. */
const PRODUCT_NAME = 'Telve';

/** 'Your Reading' -> 'Your Reading · Telve'. */
export function documentTitle(screen: string): string {
  return `${screen} · ${PRODUCT_NAME}`;
}

/** Names the screen in the browser's tab, history and the screen reader's page announcement. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
