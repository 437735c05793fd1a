import { describe, expect, it } from 'vitest';
import type { ConfigGroup } from '@wenxian/api';
import { knowledgeTilesFrom, productCategoriesFrom } from './headerNavigation';

const groups: ConfigGroup[] = [
  { type: 1, typeName: '产品服务', children: [{ id: 'a', name: '论文检测', value: '/product/thesisdetection' }] },
  { type: 2, typeName: '知识图谱', children: [{ id: 'b', name: '期刊导航', value: '/x', link: '/journal/nav' }] },
  { type: 4, typeName: '友情链接', children: [{ id: 'c', name: '考试平台', value: 'https://exam.example.cn' }] },
];

describe('header navigation from the config list', () => {
  it('turns product-service groups into panel categories', () => {
    expect(productCategoriesFrom(groups)).toEqual([
      {
        id: 'config-1',
        name: '产品服务',
        sections: [
          {
            title: '产品服务',
            services: [
              {
                label: '论文检测',
                href: '/product/thesisdetection',
                // Its sub-items (doc 000 §2.3), from the site's own product pages.
                items: [
                  { label: '立即检测', href: '/product/thesisdetection/version1' },
                  { label: '我的检测订单', href: '/product/thesisdetection/order' },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });
  it('turns the knowledge-map group into tiles, preferring link over value', () => {
    expect(knowledgeTilesFrom(groups)).toEqual([{ label: '期刊导航', href: '/journal/nav' }]);
  });
});
