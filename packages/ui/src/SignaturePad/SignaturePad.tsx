import { useCallback, useEffect, useRef, useState } from 'react';
import type SignaturePadLibrary from 'signature_pad';
import { Button } from '../Button';
import { Canvas, Toolbar, Wrapper } from './SignaturePad.styles';

export type SignaturePadProps = {
  /** Accessible name of the drawing area (what to do there). */
  label: string;
  /** Text of the clear button. */
  clearLabel: string;
  /** Called with the signature as a PNG data URL after each stroke, and with null when cleared. */
  onChange: (signature: string | null) => void;
  /** Height of the drawing area (CSS length); the width follows the container. */
  height?: string;
  /** Status line under the pad (e.g. a validation message); announced politely. */
  status?: string;
  /** Disables drawing and clearing (while the signature is being submitted). */
  isDisabled?: boolean;
};

/**
 * A signature drawn with mouse, pen or finger (pointer and touch events through the signature_pad
 * library, loaded on first render in the browser only). The canvas is sized to its box times the device
 * pixel ratio so strokes are sharp; a resize clears it (the library cannot rescale strokes).
 */
export function SignaturePad({
  label,
  clearLabel,
  onChange,
  height = '20rem',
  status,
  isDisabled = false,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const onChangeRef = useRef(onChange);
  // The library's listeners are bound once; they call the latest callback through the ref.
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [isEmpty, setIsEmpty] = useState(true);

  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    void import('signature_pad').then(({ default: SignaturePadClass }) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        canvas.width = canvas.offsetWidth * ratio;
        canvas.height = canvas.offsetHeight * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        padRef.current?.clear();
        setIsEmpty(true);
      };
      const pad = new SignaturePadClass(canvas, { penColor: '#1a1a1a', minWidth: 0.8, maxWidth: 2.6 });
      padRef.current = pad;
      fit();
      const onEnd = () => {
        setIsEmpty(pad.isEmpty());
        onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
      };
      pad.addEventListener('endStroke', onEnd);
      window.addEventListener('resize', fit);
      cleanup = () => {
        pad.removeEventListener('endStroke', onEnd);
        window.removeEventListener('resize', fit);
        pad.off();
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (isDisabled) pad.off();
    else pad.on();
  }, [isDisabled]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setIsEmpty(true);
    onChangeRef.current(null);
  }, []);

  return (
    <Wrapper>
      <Canvas ref={canvasRef} $height={height} role="img" aria-label={label} tabIndex={0} data-empty={isEmpty} />
      <Toolbar>
        <span aria-live="polite">{status}</span>
        <Button type="button" variant="secondary" isSmall onClick={clear} disabled={isDisabled || isEmpty}>
          {clearLabel}
        </Button>
      </Toolbar>
    </Wrapper>
  );
}
