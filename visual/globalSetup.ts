import type { FullConfig } from '@playwright/test';
import { recordBaselineChromium } from './chromiumVersion';

/** New baselines are taken with this Chromium: say so beside them. */
export default function globalSetup(config: FullConfig): void {
  if (config.updateSnapshots === 'all' || config.updateSnapshots === 'changed')
    recordBaselineChromium();
}
