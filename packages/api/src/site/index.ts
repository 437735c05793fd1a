export { getServerTime } from './serverTime';
