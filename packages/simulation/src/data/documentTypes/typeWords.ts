import type { LiteratureTypeCode } from '@wenxian/domain';
import { policyClosings, regulationWordsEn } from '../literatureTypeText';
import { newsWorkOfField, regulatedActivities } from './documentSubjects';

/** The words a type's abstract needs beyond the vocabulary: its title, a patent's kind, a regulation's name for itself… */
export function typeWords(
  type: LiteratureTypeCode,
  title: { en: string; word: string },
  titleZh: string,
  patentType: string | null,
  year: number,
  disciplineId: string,
  object: string,
): { zh: Record<string, string>; en: Record<string, string> } {
  const titleEn = title.en.replace(/^A /, 'a ').replace(/^An /, 'an ');
  switch (type) {
    case 5: {
      const invention = patentType === '发明专利';
      return {
        zh: {
          title: titleZh,
          kind: invention ? '发明' : '实用新型',
          methodPatent: title.word.endsWith('方法') ? '1' : '',
        },
        en: { titleEn, kindEn: invention ? 'invention' : 'utility model' },
      };
    }
    case 8: {
      const word = title.word.slice(-2);
      const [act, actEn] = regulatedActivities[object] ?? [object, object];
      return { zh: { word, act }, en: { wordEn: regulationWordsEn[word] ?? 'Provisions', actEn } };
    }
    case 18: {
      const [work, workEn] = newsWorkOfField[disciplineId] ?? ['工作', 'work on'];
      return { zh: { work }, en: { workEn } };
    }
    case 51: {
      const [aim = '', kind = ''] = title.word.split('|');
      const [closing, closingEn] = policyClosings[kind] ?? ['现提出如下意见', 'the following opinions are put forward'];
      const target = String(year + 5);
      return { zh: { aim, closing, target }, en: { aimEn: policyAimsEn[aim] ?? '', closingEn, target } };
    }
    default:
      return { zh: {}, en: {} };
  }
}
const policyAimsEn: Readonly<Record<string, string>> = {
  高质量发展: 'the high-quality development of',
  规范管理: 'the standardized management of',
  改革创新: 'reform and innovation in',
};
