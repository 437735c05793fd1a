import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  safetyCheckAngle,
  safetyCheckReducer,
  safetyCheckRotation,
  initialSafetyCheckState,
  isSafetyCheckLocked,
  type SafetyCheckEvent,
  type SafetyCheckState,
} from './machine';
import { safetyCheckTimings } from './timings';

const run = (events: SafetyCheckEvent[], from: SafetyCheckState = initialSafetyCheckState) =>
  events.reduce(safetyCheckReducer, from);
const opened = run([{ type: 'open' }, { type: 'measure', maxTravel: 280 }]);

describe('slider check state machine (doc 000 §4.8)', () => {
  it('opens reset, idle and with a fresh image', () => {
    expect(opened).toMatchObject({ phase: 'idle', travel: 0, imageVersion: 1, hasRequestFailed: false });
  });

  it('drags by pointer distance, clamped, and checks with the rounded angle on release', () => {
    const dragging = run(
      [
        { type: 'press', x: 100 },
        { type: 'move', x: 170 },
      ],
      opened,
    );
    expect(dragging.phase).toBe('dragging');
    expect(safetyCheckRotation(dragging)).toBe(90);
    const beyond = safetyCheckReducer(dragging, { type: 'move', x: 1000 });
    expect(beyond.travel).toBe(280);
    const before = safetyCheckReducer(dragging, { type: 'move', x: -1000 });
    expect(before.travel).toBe(0);
    const checking = run([{ type: 'move', x: 133 }, { type: 'release' }], dragging);
    expect(checking.phase).toBe('checking');
    expect(safetyCheckAngle(checking)).toBe(Math.round((360 * 33) / 280));
    expect(isSafetyCheckLocked(checking)).toBe(true);
  });

  it('does not start a drag while checking', () => {
    const checking = run([{ type: 'press', x: 0 }, { type: 'move', x: 50 }, { type: 'release' }], opened);
    expect(
      run(
        [
          { type: 'press', x: 0 },
          { type: 'move', x: 200 },
        ],
        checking,
      ),
    ).toEqual(checking);
  });

  it('keeps success and closes on it', () => {
    const success = run([{ type: 'submit' }, { type: 'verified', isPass: true }], opened);
    expect(success.phase).toBe('success');
    expect(safetyCheckTimings.successCloseDelayMs).toBe(200);
  });

  it('shows a wrong angle, then resets with a new image', () => {
    const moved = run([{ type: 'nudge', delta: 70 }], opened);
    const wrong = run([{ type: 'submit' }, { type: 'verified', isPass: false }], moved);
    expect(wrong).toMatchObject({ phase: 'wrong', travel: 70 });
    expect(isSafetyCheckLocked(wrong)).toBe(true);
    expect(safetyCheckTimings.wrongResetDelayMs).toBe(1000);
    const after = safetyCheckReducer(wrong, { type: 'errorElapsed' });
    expect(after).toMatchObject({ phase: 'idle', travel: 0, imageVersion: opened.imageVersion + 1 });
  });

  it('resets with a new image when the request fails', () => {
    const failed = run([{ type: 'nudge', delta: 30 }, { type: 'submit' }, { type: 'requestFailed' }], opened);
    expect(failed).toMatchObject({ phase: 'idle', travel: 0, imageVersion: 2, hasRequestFailed: true });
    expect(safetyCheckReducer(failed, { type: 'press', x: 0 }).hasRequestFailed).toBe(false);
  });

  it('keeps the handle inside the track for any event sequence', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('press' as const), x: fc.integer({ min: -500, max: 500 }) }),
      fc.record({ type: fc.constant('move' as const), x: fc.integer({ min: -2000, max: 2000 }) }),
      fc.record({ type: fc.constant('nudge' as const), delta: fc.integer({ min: -400, max: 400 }) }),
      fc.constantFrom<SafetyCheckEvent>(
        { type: 'release' },
        { type: 'submit' },
        { type: 'requestFailed' },
        { type: 'errorElapsed' },
      ),
      fc.boolean().map((isPass): SafetyCheckEvent => ({ type: 'verified', isPass })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        const state = run(events, opened);
        expect(state.travel).toBeGreaterThanOrEqual(0);
        expect(state.travel).toBeLessThanOrEqual(280);
        expect(safetyCheckAngle(state)).toBeGreaterThanOrEqual(0);
        expect(safetyCheckAngle(state)).toBeLessThanOrEqual(360);
      }),
    );
  });
});
