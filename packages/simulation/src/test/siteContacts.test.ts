import { describe, expect, it } from 'vitest';
import { footerPhones, siteContacts } from '@wenxian/domain';
import { aboutPages, clausePages, contactPage, helpSeeds, noticeBodies } from '../data/contentPages';

type Sections = readonly (readonly [string, readonly string[]])[];
const textOf = (sections: Sections) => sections.flatMap(([heading, paragraphs]) => [heading, ...paragraphs]).join('\n');

/** Every page the simulated server writes for the site's own content, as text. */
const pages: { name: string; text: string }[] = [
  ...helpSeeds.map((page) => ({ name: page.title, text: textOf(page.sections) })),
  ...aboutPages.map((page) => ({ name: page.title, text: textOf(page.sections) })),
  { name: contactPage.title, text: textOf(contactPage.sections) },
  ...clausePages.map((page) => ({ name: page.title, text: textOf(page.sections) })),
  ...noticeBodies.map(([title, sections]) => ({ name: title, text: textOf(sections) })),
];

/** A telephone number as a page writes it: 400-800-1234, 010-6000-1001, 010-62345678 转 8011. */
const phonePattern = /\b\d{3,4}-\d{3,8}(?:-\d{4})?(?:\s*转\s*\d+)?/g;

describe("the site's own pages and its contact table (doc 000 §2.5, §9)", () => {
  it('give no telephone number the contact table does not hold', () => {
    const known = new Set<string>([
      siteContacts.phone,
      siteContacts.reportPhone,
      siteContacts.cooperationPhone,
      ...siteContacts.topicPhones.map((p) => p.number),
    ]);
    const strays = pages.flatMap(({ name, text }) =>
      [...text.matchAll(phonePattern)]
        .map(([number]) => number)
        .filter((n) => !known.has(n))
        .map((n) => `${name}: ${n}`),
    );
    expect(strays).toEqual([]);
  });

  it('客户服务 quotes each topic with the number the footer gives it', () => {
    const service = aboutPages.find((page) => page.id === 'cso');
    const text = textOf(service?.sections ?? []);
    expect(footerPhones.filter(({ topic, number }) => !text.includes(`${topic}：${number}`))).toEqual([]);
  });
});
