import { expect, it } from 'vitest';
import { logoutDestination } from './logoutDestination';

it.each([
  ['/', { kind: 'navigate', to: '/' }],
  ['/personalcenter/bill', { kind: 'navigate', to: '/' }],
  ['/pay/newrecharge', { kind: 'reload' }],
  ['/member', { kind: 'reload' }],
  ['/memberactivity', { kind: 'navigate', to: '/' }],
  ['/doc/journal/1', { kind: 'reload' }],
  ['/prequalification/report', { kind: 'navigate', to: '/prequalification' }],
  ['/prequalification', { kind: 'navigate', to: '/prequalification' }],
])('%s → %o', (path, destination) => {
  expect(logoutDestination(path)).toEqual(destination);
});
