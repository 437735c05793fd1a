import { expect, it } from 'vitest';
import { routeAccess } from './routeAccess';

const site = 'https://wx.example';

it('sends anonymous visitors of members-only pages to login', () => {
  expect(routeAccess({ pathname: '/personalcenter/bill', search: '?p=1' }, null, site)).toEqual({
    kind: 'login',
    url: '/account?serve=https%3A%2F%2Fwx.example%2Fpersonalcenter%2Fbill%3Fp%3D1&appCode=101',
  });
});
it('lets logged-in users, ticket holders and open pages through', () => {
  expect(routeAccess({ pathname: '/personalcenter', search: '' }, { userId: 'u' }, site)).toEqual({ kind: 'allow' });
  expect(routeAccess({ pathname: '/personalcenter', search: '?ticket=t' }, null, site)).toEqual({ kind: 'allow' });
  expect(routeAccess({ pathname: '/journal', search: '' }, null, site)).toEqual({ kind: 'allow' });
});
