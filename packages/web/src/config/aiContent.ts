/**
 * WeResearch's own pages of content (the spec names /WeResearch/handbook and /WeResearch/update, not their
 * text): the manual and the product-update notes, one place for the operator to edit (docs/decisions/ai.md).
 */
export const aiHandbook: { title: string; paragraphs: string[] }[] = [
  {
    title: '开始提问',
    paragraphs: [
      '在 WeResearch 首页或网站首页检索框点击“智能检索”，用自然语言输入研究问题。新建对话需要登录，未登录时会先转到登录页，登录后自动回到原问题。',
      '回答逐字显示；回答依据平台收录的文献生成，正文中的 [1]、[2] 对应文末参考文献，点击即可打开文献详情页。',
    ],
  },
  {
    title: '管理回答',
    paragraphs: [
      '回答生成过程中可随时点击“停止生成”，已显示的内容会保留；对回答不满意可点击“重新生成”，系统会引用另一批相关文献重新作答。',
      '每条回答下方可复制全文、标记“有帮助”或“没帮助”，反馈用于改进回答质量。勾选参考文献后点击“批量引用”，可按 GB/T 7714—2015 等格式导出引文。',
      '网络中断时，已收到的内容会保留并提示“回答中断”，点击“重试”即可重新获取回答。',
    ],
  },
  {
    title: '历史对话',
    paragraphs: ['所有对话自动保存在“历史对话”中，可按标题搜索、重命名或删除。删除后不可恢复。'],
  },
  {
    title: 'AI 学术助手与 AI 预审稿',
    paragraphs: [
      'AI 学术助手（/chat）提供关键词提取、主题分析、研究脉络、文献综述与综述提纲、术语翻译和数据图表；综述生成后会保存，再次查询同一主题时直接显示保存的结果。',
      'AI 预审稿支持上传 docx 或 pdf 稿件（不超过 20MB），系统读取稿件题名、摘要、关键词与参考文献，给出格式与结构问题，并按主题匹配度推荐期刊。',
    ],
  },
];

export const aiUpdates: { version: string; date: string; items: string[] }[] = [
  {
    version: 'v2.3',
    date: '2026-11-20',
    items: ['回答支持停止生成、重新生成与逐条反馈', '参考文献支持批量引用', '网络中断时保留已收到的内容并可重试'],
  },
  {
    version: 'v2.2',
    date: '2026-10-15',
    items: ['AI 预审稿支持 pdf 稿件', '推荐期刊显示匹配度与命中术语'],
  },
  {
    version: 'v2.1',
    date: '2026-09-01',
    items: ['AI 学术助手新增综述提纲与数据图表', '综述结果自动保存，再次查询秒开'],
  },
];
