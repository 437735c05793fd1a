import { expect, it } from 'vitest';
import { configListRequest, globalDefaults, imageUrl } from './globalDefaults';

it('pins the global defaults', () => {
  expect(globalDefaults).toEqual({
    env: 'zs',
    authEnv: 'pro',
    appCode: 101,
    searchPageSize: 5,
  });
  expect(configListRequest).toEqual({ name: '', type: 0, page: 1, size: 50 });
});
it('maps /vip-web image paths to the image host only', () => {
  expect(imageUrl('/vip-web/a.png', 'https://img.example.cn/')).toBe('https://img.example.cn/vip-web/a.png');
  expect(imageUrl('/static/a.png', 'https://img.example.cn')).toBe('/static/a.png');
});
