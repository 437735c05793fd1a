import type { Dataset } from '../data/dataset';

/**
 * Term-by-term translation for the assistant's 翻译 (doc 001 §7 fanyi). The simulation has no language
 * model: it replaces the terms it knows — the corpus's journal names (each has its English name) and a
 * glossary of common research words — longest first, and keeps what it does not know as written, so the
 * answer is honest about its coverage.
 */
const glossary: Readonly<Record<string, string>> = {
  深度学习: 'deep learning',
  机器学习: 'machine learning',
  神经网络: 'neural network',
  卷积神经网络: 'convolutional neural network',
  人工智能: 'artificial intelligence',
  大语言模型: 'large language model',
  知识图谱: 'knowledge graph',
  推荐系统: 'recommender system',
  自然语言处理: 'natural language processing',
  图像识别: 'image recognition',
  目标检测: 'object detection',
  数据挖掘: 'data mining',
  数字经济: 'digital economy',
  乡村振兴: 'rural revitalization',
  碳中和: 'carbon neutrality',
  高质量发展: 'high-quality development',
  研究: 'research',
  方法: 'method',
  分析: 'analysis',
  影响: 'impact',
  应用: 'application',
  模型: 'model',
  基于: 'based on',
  优化: 'optimization',
  实证: 'empirical',
  综述: 'review',
  进展: 'progress',
  机制: 'mechanism',
  评价: 'evaluation',
  系统: 'system',
  发展: 'development',
  技术: 'technology',
  数据: 'data',
  教育: 'education',
  经济: 'economy',
  医学: 'medicine',
  的: ' of ',
  与: ' and ',
  和: ' and ',
  及: ' and ',
};

export function translate(dataset: Dataset, text: string, to: string): string {
  if (to !== 'en') return text;
  const terms = new Map<string, string>(Object.entries(glossary));
  for (const journal of dataset.journals) if (journal.nameEn) terms.set(journal.name, journal.nameEn);
  const ordered = [...terms.keys()].sort((a, b) => b.length - a.length);
  let out = '';
  for (let i = 0; i < text.length;) {
    const term = ordered.find((t) => text.startsWith(t, i));
    if (term) {
      out += ` ${terms.get(term)} `;
      i += term.length;
    } else {
      const ch = text[i] ?? '';
      out += ch === '，' ? ', ' : ch === '。' ? '. ' : ch;
      i += 1;
    }
  }
  return out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .trim();
}
