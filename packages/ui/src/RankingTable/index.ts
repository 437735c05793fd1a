export { RankingTable, type RankingTableProps, type RankingRow } from './RankingTable';
