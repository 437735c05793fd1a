import type { Config } from '@react-router/dev/config';

/** Server-rendered, as the site is; the build goes beside the bare app's, under the web package's dist. */
export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/framework-app',
  ssr: true,
  // React Router 7's behaviour, named so that the build does not warn about React Router 8's (which needs Node 22).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
