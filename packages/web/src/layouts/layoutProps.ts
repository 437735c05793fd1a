import type { ReactNode } from 'react';

/** What a layout takes: the page goes in its <main> through the router's outlet; `children` replaces it (error boundaries). */
export type LayoutProps = { children?: ReactNode };
