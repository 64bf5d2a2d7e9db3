import { useEffect } from 'react';

/** Keys that belong to a field or a player: an arrow there moves a caret, a number or the video, not the step. */
const ownsArrows = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO'].includes(target.tagName));

/** Left and right arrows anywhere on the page (a keyboard docked to the tablet, a foot pedal that sends arrows). */
export function useArrowKeys(onPrevious: () => void, onNext: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || ownsArrows(event.target)) return;
      if (event.key === 'ArrowLeft') onPrevious();
      else if (event.key === 'ArrowRight') onNext();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onPrevious, onNext]);
}
