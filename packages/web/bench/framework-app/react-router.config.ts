import type { Config } from '@react-router/dev/config';

/** Server-rendered, as the site is; the build goes beside the bare app's, under the web package's dist. */
export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/framework-app',
  ssr: true,
} satisfies Config;
