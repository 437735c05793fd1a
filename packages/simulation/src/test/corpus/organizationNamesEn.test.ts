import { describe, expect, it } from 'vitest';
import { getDataset } from '../../data/dataset';
import { englishOrganizationName } from '../../data/organizationNamesEn';

describe('the organisations’ English names', () => {
  it('names every organisation but a firm in English, as it would name itself', () => {
    const organizations = getDataset().organizations;
    for (const o of organizations) {
      if (o.kind === 'company') expect(o.nameEn).toBeUndefined();
      else expect(o.nameEn, o.name).toMatch(/^[A-Z][A-Za-z' ,.-]+$/);
    }
    const named = organizations.filter((o) => o.nameEn);
    expect(named.length).toBeGreaterThan(organizations.length * 0.75);
  });

  it('follows each kind’s English pattern', () => {
    const name = (n: string, kind: 'university' | 'hospital' | 'institute' = 'university', isVirtual = false) =>
      englishOrganizationName({ name: n, kind, isVirtual });
    expect(name('长沙师范大学')).toBe('Changsha Normal University');
    expect(name('西安理工大学')).toBe("Xi'an Institute of Technology");
    expect(name('上乡县大学')).toBe('Shangxiang University');
    expect(name('南州市第三人民医院', 'hospital')).toBe("The Third People's Hospital of Nanzhou");
    expect(name('中国科学院自动化研究所', 'institute')).toBe('Institute of Automation, Chinese Academy of Sciences');
    expect(name('陕西省高校联盟', 'university', true)).toBe('Shaanxi University Alliance');
    expect(name('国芳食品有限公司')).toBeUndefined();
  });
});
