import { lazy } from 'react';
import type { MigrationData } from '@wenxian/ui';
import type { DialogHosts } from '../shared/modalRegistry';

declare module '../shared/modalRegistry' {
  interface ModalProps {
    'session/migration': MigrationData;
    'session/newUserCoupon': undefined;
    'session/newUserActivity': undefined;
  }
}

/** The session dialogs of doc 000 §4.6, opened by SessionEffects' checks. */
export const sessionDialogHosts: DialogHosts<
  'session/migration' | 'session/newUserCoupon' | 'session/newUserActivity'
> = {
  'session/migration': lazy(() => import('./SessionDialogHosts').then((m) => ({ default: m.MigrationHost }))),
  'session/newUserCoupon': lazy(() => import('./SessionDialogHosts').then((m) => ({ default: m.NewUserCouponHost }))),
  'session/newUserActivity': lazy(() =>
    import('./SessionDialogHosts').then((m) => ({ default: m.NewUserActivityHost })),
  ),
};
