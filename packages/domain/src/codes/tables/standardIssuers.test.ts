import { describe, expect, it } from 'vitest';
import { standardIssuers } from './standardIssuers';

describe('standardIssuers', () => {
  it('names the joint issuers of national standards by the 2018 reform', () => {
    expect(standardIssuers('GB/T 7714-2015', 2015)).toEqual(['国家质量监督检验检疫总局', '国家标准化管理委员会']);
    expect(standardIssuers('GB 3100-2019', 2019)).toEqual(['国家市场监督管理总局', '国家标准化管理委员会']);
  });

  it('names the ministry or association of sector codes, and none for an unknown code', () => {
    expect(standardIssuers('JB/T 1234-2010', 2010)).toEqual(['工业和信息化部']);
    expect(standardIssuers('JB/T 1234-2005', 2005)).toEqual(['国家发展和改革委员会']);
    expect(standardIssuers('HJ 2000-2016', 2016)).toEqual(['环境保护部']);
    expect(standardIssuers('HJ 2000-2020', 2020)).toEqual(['生态环境部']);
    expect(standardIssuers('T/CECS 100-2021', 2021)).toEqual(['中国工程建设标准化协会']);
    expect(standardIssuers('WS/T 830-2022', 2022)).toEqual(['国家卫生健康委员会']);
    expect(standardIssuers('JGJ 3-2002', 2002)).toEqual(['建设部']);
    expect(standardIssuers('T/CHAS 010-2019', 2019)).toEqual(['中国医院协会']);
    expect(standardIssuers('T/XYZ 1-2020', 2020)).toEqual([]);
    expect(standardIssuers('XX/T 1-2020', 2020)).toEqual([]);
  });

  it("names a local standard's provincial market regulator, by the 2018 reform", () => {
    expect(standardIssuers('DB11/T 1-2020', 2020)).toEqual(['北京市市场监督管理局']);
    expect(standardIssuers('DB44/T 1-2015', 2015)).toEqual(['广东省质量技术监督局']);
  });
});
