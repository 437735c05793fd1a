import { describe, expect, it } from 'vitest';
import { beijingTime } from '../time/beijingTime';
import { formatRelativeTime } from './relativeTime';

const now = beijingTime(2026, 1, 10, 12);
const ago = (ms: number) => formatRelativeTime(now - ms, now);
const h = 3_600_000;

describe('formatRelativeTime', () => {
  it('uses each threshold strictly', () => {
    expect(ago(8761 * h)).toBe('1年前');
    expect(ago(8760 * h)).toBe('12个月前');
    expect(ago(721 * h)).toBe('1个月前');
    expect(ago(720 * h)).toBe('2025-12-11');
    expect(ago(193 * h)).toBe('2026-01-02');
    expect(ago(192 * h)).toBe('1周前');
    expect(ago(169 * h)).toBe('1周前');
    expect(ago(168 * h)).toBe('7天前');
    expect(ago(25 * h)).toBe('1天前');
    expect(ago(24 * h)).toBe('24小时前');
    expect(ago(h)).toBe('1小时前');
    expect(ago(h - 1)).toBe('59分钟前');
    expect(ago(60_000)).toBe('1分钟前');
    expect(ago(59_999)).toBe('59秒前');
    expect(ago(1000)).toBe('1秒前');
  });
  it('says 刚刚 under a second and for future instants', () => {
    expect(ago(999)).toBe('刚刚');
    expect(ago(0)).toBe('刚刚');
    expect(ago(-5000)).toBe('刚刚');
  });
});
