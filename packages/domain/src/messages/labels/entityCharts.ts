/** The wording of the entity pages' charts and their data tables (doc 001 §7; decisions/entities.md). */
export const entityChartLabels = {
  showTable: '查看数据表',
  showChart: '查看图表',
  tableCaption: (label: string) => `${label}（数据表）`,
  error: '图表数据加载失败',
  retry: '重新加载',
  year: '年份',
  name: '名称',
  count: '数量',
  share: '占比',
  source: '起点',
  target: '终点',
  weight: '合作次数',
  node: '节点',
  noValue: '无',
};
