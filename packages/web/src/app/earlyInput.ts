/**
 * Input between first paint and hydration. The server paints the page long before React owns it
 * (1–1.5 s on a phone); a click on 下载, 引用 or 意见反馈 in that window used to do nothing. Links and native
 * forms work without JavaScript and are left alone; every other click, a form's submit, Enter in a text field
 * and typed text are recorded from first paint by a small inline script (the idea of Angular's event replay
 * and jsaction) and replayed once React has hydrated — on the same DOM nodes, which hydration keeps.
 */

/** The global the inline script keeps its recorder under; the entry's replay reads it. */
export const EARLY_INPUT_GLOBAL = '__WENXIAN_EARLY_INPUT__';

/**
 * What the inline script leaves for the entry: `hydrationStarts()` says React may own the page's forms from now
 * on; `replay()` stops recording and plays the input back.
 */
type EarlyInputRecorder = { hydrationStarts(): void; replay(): number };

/**
 * The recorder. It runs inline in the page's head (serialized with `Function.prototype.toString`), so it must
 * not use anything from outside its own body. Listeners sit on the window in the capture phase, before React's
 * on the root: a recorded event is stopped there, so a half-hydrated page never handles it too.
 */
export function recordEarlyInput(globalName: string): void {
  type Step =
    | { kind: 'click'; target: Element; init: MouseEventInit }
    | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
    | { kind: 'enter'; target: HTMLElement; shiftKey: boolean }
    | { kind: 'text'; target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string };
  const steps: Step[] = [];
  const isTextField = (el: Element): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el instanceof HTMLInputElement && !/^(button|submit|reset|checkbox|radio|image|file|hidden)$/.test(el.type));
  /**
   * A form with its own `action` works without JavaScript (the search box's GET /search): the browser sends it
   * with the text the visitor typed — until React starts hydrating the page. From then on React may own the
   * form at any event: an event that targets a region not hydrated yet makes React hydrate that region
   * synchronously, inside the event, and then run its handler, whose state does not have the typed text yet
   * (the submit went out empty, or not at all, while the page was still hydrating). From that moment until the
   * replay its submit is recorded too, and replayed after the text.
   */
  let reactMayOwnForms = false;
  const isNativeForm = (form: HTMLFormElement | null) =>
    !!form && form.hasAttribute('action') && !reactMayOwnForms && !document.documentElement.dataset.hydrated;
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  const onClick = (event: MouseEvent) => {
    // The target may be an icon's SVG shape inside the button.
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // Links navigate by themselves; clicking into a field only focuses it.
    if (target.closest('a[href]') || isTextField(target)) return;
    const label = target.closest('label');
    if (label?.control && isTextField(label.control)) return;
    const control = target.closest('button,input') as HTMLButtonElement | null;
    if (control?.type === 'submit' && isNativeForm(control.form)) return;
    hold(event);
    const { clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, button, detail } = event;
    const init = { clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, button, detail };
    steps.push({ kind: 'click', target, init: { ...init, bubbles: true, cancelable: true, composed: true } });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || isNativeForm(form)) return;
    hold(event);
    steps.push({ kind: 'submit', form, submitter: event.submitter as HTMLElement | null });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.key !== 'Enter' || event.isComposing || !(target instanceof HTMLElement) || !isTextField(target)) return;
    // In a form's input Enter submits the form: the browser clicks its submit button, which is recorded instead.
    if (target instanceof HTMLInputElement && target.form) return;
    hold(event);
    steps.push({ kind: 'enter', target, shiftKey: event.shiftKey });
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !isTextField(target)) return;
    const last = steps[steps.length - 1];
    if (last && last.kind === 'text' && last.target === target) last.value = target.value;
    else steps.push({ kind: 'text', target, value: target.value });
    keepField();
  };
  /**
   * React hydrating a textarea writes its text anew from the server's (its default value, then its value when the
   * two agree), which puts the caret at the start and drops a selection (a visitor who selected the query to type
   * over it got the new words in front of the old), and replaces text typed before the field hydrated (the next
   * key lands after the server's text). The focused textarea's text and selection are kept as the visitor changes
   * them; when its children are written and its text is the server's but the visitor's was other, or the text is
   * the visitor's and the selection moved, they are put back (the text typed again so that React takes it).
   */
  type Kept = {
    server: string;
    value: string;
    start: number;
    end: number;
    direction: HTMLTextAreaElement['selectionDirection'];
  };
  const kept = new WeakMap<Node, Kept>();
  const keepField = () => {
    const field = document.activeElement;
    if (!(field instanceof HTMLTextAreaElement)) return;
    const { value, selectionStart: start, selectionEnd: end, selectionDirection: direction } = field;
    kept.set(field, { server: kept.get(field)?.server ?? field.defaultValue, value, start, end, direction });
  };
  const textRewritten = new MutationObserver((records) => {
    for (const { target } of records) {
      const visitor = kept.get(target);
      const field = target as HTMLTextAreaElement;
      if (!visitor || field !== document.activeElement) continue;
      if (field.value !== visitor.value && field.value === visitor.server) retype(field, visitor.value);
      if (field.value === visitor.value) field.setSelectionRange(visitor.start, visitor.end, visitor.direction);
    }
  });
  const listeners: [string, EventListener][] = [
    ['selectionchange', keepField],
    ['select', keepField],
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['keydown', onKeyDown as EventListener],
    ['input', onInput],
    ['change', onInput],
  ];
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);

  /**
   * Types a field's text again so that React takes it: the field first goes back to the server's value and an
   * input event makes React hydrate it (React then tracks that value), then the typed text and a second input
   * event reach the page's onChange. Values are set past React's tracker, as the browser sets them.
   */
  const retype = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    const type = field instanceof HTMLSelectElement ? 'change' : 'input';
    const start = 'selectionStart' in field ? field.selectionStart : null;
    const serverValue =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected)?.value ?? '')
        : field.defaultValue;
    for (const next of [serverValue, value]) {
      setter?.call(field, next);
      field.dispatchEvent(new Event(type, { bubbles: true }));
    }
    if (start !== null && document.activeElement === field && 'setSelectionRange' in field) {
      field.setSelectionRange(start, start);
    }
  };

  const recorder = {
    hydrationStarts(): void {
      reactMayOwnForms = true;
      textRewritten.observe(document.body, { childList: true, subtree: true });
    },
    replay(): number {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
      textRewritten.disconnect();
      for (const step of steps) {
        if (step.kind === 'text') retype(step.target, step.value);
        else if (step.kind === 'click') step.target.dispatchEvent(new MouseEvent('click', step.init));
        else if (step.kind === 'submit') step.form.requestSubmit(step.submitter);
        else {
          const init = { key: 'Enter', code: 'Enter', keyCode: 13, shiftKey: step.shiftKey, bubbles: true };
          step.target.dispatchEvent(new KeyboardEvent('keydown', { ...init, cancelable: true }));
        }
      }
      const count = steps.length;
      steps.length = 0;
      return count;
    },
  };
  (window as unknown as Record<string, unknown>)[globalName] = recorder;
}

/** The recorder as an inline script for the page's head (its text, called with the global's name). */
export const earlyInputScript = (): string => `(${recordEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_GLOBAL)})`;

/** Called by the entry just before React starts hydrating the page: native forms' submits are recorded from now on. */
export function earlyInputHydrationStarts(): void {
  (window as unknown as Record<string, EarlyInputRecorder | undefined>)[EARLY_INPUT_GLOBAL]?.hydrationStarts();
}

/** Called once React has hydrated the page: plays back what the visitor did before; the number of steps played. */
export function replayEarlyInput(): number {
  const recorder = (window as unknown as Record<string, EarlyInputRecorder | undefined>)[EARLY_INPUT_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  return recorder?.replay() ?? 0;
}
