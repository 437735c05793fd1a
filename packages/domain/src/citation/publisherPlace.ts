/**
 * A place of publication as GB/T 7714—2015 writes it (§8.4.1.1: 出版地著录出版者所在城市的名称): the city's name,
 * without 市 and without the province or district an address adds — 北京市 → 北京, 湖北省武汉市 → 武汉,
 * 北京市海淀区 → 北京. A one-character name before 市 is the whole name (沙市) and stays; a place that is no such
 * address (Cambridge, 香港) stays as it is.
 */
export function gbtPlaceName(place: string): string {
  const trimmed = place.trim();
  const city = /^(?:.+?(?:省|自治区))?(.{2,}?)市(?:.+[区县])?$/u.exec(trimmed)?.[1];
  return city ?? trimmed;
}
