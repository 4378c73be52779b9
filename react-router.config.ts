import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // The whole route table is small; shipping it up front means no /__manifest request can fail mid-navigation.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
