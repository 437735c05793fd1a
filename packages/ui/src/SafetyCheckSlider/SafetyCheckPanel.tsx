import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { dialogLabels, keyboardStep } from '@wenxian/domain';
import { useSafetyCheck } from './useSafetyCheck';
import {
  Fill,
  Handle,
  Instruction,
  Overlay,
  Panel,
  Picture,
  PictureImage,
  PicturePlaceholder,
  Spinner,
  Status,
  Track,
  handleSizePx,
} from './SafetyCheckSlider.styles';

const labels = dialogLabels.safetyCheck;

export type SafetyCheckPanelProps = {
  /** Fetches a fresh picture (a URL the img can show). Called on open and after every wrong answer or failed request. */
  loadImage: () => Promise<string>;
  /** Checks the rounded angle (payload `angel`); truthy passes, a rejection is a failed request. */
  onVerify: (angle: number) => Promise<boolean>;
  /** Called 200 ms after a pass (doc 000 §4.8 step 4). */
  onSuccess: () => void;
};

/**
 * The slider check's content: the picture, the track and the status line. Pointer (mouse, pen,
 * touch) drags the handle; arrow keys move it by 10° and Enter submits.
 */
export function SafetyCheckPanel({ loadImage, onVerify, onSuccess }: SafetyCheckPanelProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const { state, rotation, angle, isLocked, image, dispatch } = useSafetyCheck({
    loadImage,
    onVerify,
    onSuccess,
    trackRef,
    handleRef,
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (isLocked) return;
    event.preventDefault();
    handleRef.current?.focus();
    dispatch({ type: 'press', x: event.clientX });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => dispatch({ type: 'move', x: event.clientX });
  // Releasing, or the pointer leaving the track, ends the drag and starts the check (step 3).
  const endDrag = () => dispatch({ type: 'release' });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keyboardStep(state.maxTravel);
    const deltas: Record<string, number> = {
      ArrowRight: step,
      ArrowUp: step,
      ArrowLeft: -step,
      ArrowDown: -step,
      Home: -state.maxTravel,
      End: state.maxTravel,
    };
    const delta = deltas[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      dispatch({ type: 'nudge', delta });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      dispatch({ type: 'submit' });
    }
  };

  const status =
    state.phase === 'checking'
      ? { tone: 'neutral' as const, text: labels.checking }
      : state.phase === 'success'
        ? { tone: 'success' as const, text: labels.success }
        : state.phase === 'wrong'
          ? { tone: 'danger' as const, text: labels.wrong }
          : state.hasRequestFailed
            ? { tone: 'danger' as const, text: labels.requestFailed }
            : { tone: 'neutral' as const, text: labels.keyboardHint };

  return (
    <Panel data-phase={state.phase}>
      <Instruction>{labels.instruction}</Instruction>
      <Picture>
        {image ? (
          <PictureImage
            src={image}
            alt={labels.imageAlt}
            data-testid="safety-check-image"
            style={{ transform: `rotate(${rotation}deg)` }}
            draggable={false}
          />
        ) : (
          <PicturePlaceholder>{labels.imageLoading}</PicturePlaceholder>
        )}
        {state.phase === 'checking' && (
          <Overlay data-testid="safety-check-checking">
            <Spinner aria-hidden="true" />
          </Overlay>
        )}
      </Picture>
      <Track
        ref={trackRef}
        data-testid="safety-check-track"
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerLeave={endDrag}
        onPointerCancel={endDrag}
      >
        <Fill style={{ width: `${state.travel + handleSizePx / 2}px` }} />
        <Handle
          ref={handleRef}
          role="slider"
          tabIndex={0}
          aria-label={labels.sliderLabel}
          aria-valuemin={0}
          aria-valuemax={360}
          aria-valuenow={angle}
          aria-valuetext={labels.angle(angle)}
          aria-disabled={isLocked}
          $isLocked={isLocked}
          style={{ transform: `translateX(${state.travel}px)` }}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
        >
          <span aria-hidden="true">→</span>
        </Handle>
      </Track>
      <Status role="status" $tone={status.tone}>
        {status.text}
      </Status>
    </Panel>
  );
}
