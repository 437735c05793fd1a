/**
 * The bare app (bench/bare-app) in React Router's framework mode: the same runtime libraries and the
 * same page, with the document, the route table, the loader's data and the scripts written by the framework.
 */
import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore } from './api';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="UTF-8" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <ThemeProvider theme={{ brand: '#c8161d' }}>
        <Outlet />
      </ThemeProvider>
    </Provider>
  );
}
