import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';
import { DEFAULT_DEADLINE_MS, MAX_DEADLINE_MS, renderDeadlineOf } from './pages/pageRoute';

describe('the simulated backend’s start limit (SIMULATION_START_MS)', () => {
  it('is 60 s without a setting, else the setting', () => {
    expect(readServerConfig({}).simulationStartMs).toBe(60_000);
    expect(readServerConfig({ SIMULATION_START_MS: '300000' }).simulationStartMs).toBe(300_000);
  });
});

describe('the render deadline (RENDER_DEADLINE_MS)', () => {
  it('is the default without a setting, the setting below the longest, and the longest above it', () => {
    expect(readServerConfig({}).rendering.deadlineMs).toBe(DEFAULT_DEADLINE_MS);
    expect(readServerConfig({ RENDER_DEADLINE_MS: '300' }).rendering.deadlineMs).toBe(300);
    expect(readServerConfig({ RENDER_DEADLINE_MS: '60000' }).rendering.deadlineMs).toBe(MAX_DEADLINE_MS);
  });

  it('is clamped by one rule, which the page route applies to whatever it is given', () => {
    expect(renderDeadlineOf()).toBe(DEFAULT_DEADLINE_MS);
    expect(renderDeadlineOf(MAX_DEADLINE_MS + 1)).toBe(MAX_DEADLINE_MS);
    expect(renderDeadlineOf(1)).toBe(1);
  });
});
